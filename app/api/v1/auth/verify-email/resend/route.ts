// POST /api/v1/auth/verify-email/resend – "Resend" on "Check your email" (no session yet): a new verification link by address; the same answer for any address
import { readJson, route } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { resendVerificationByEmail } from '@/lib/server/auth/resend-verification';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { resendVerificationByEmailSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('resend', requestMeta(req).ip));
  const input = await readJson(req, resendVerificationByEmailSchema);
  return resendVerificationByEmail(input);
});
