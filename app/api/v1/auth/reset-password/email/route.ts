// POST /api/v1/auth/reset-password/email – mail a reset link; the same answer for known and unknown e-mails
import { route, readJson } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requestPasswordReset } from '@/lib/server/auth/request-password-reset';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { forgotPasswordSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('reset', requestMeta(req).ip));
  const { email } = await readJson(req, forgotPasswordSchema);
  return requestPasswordReset(email);
});
