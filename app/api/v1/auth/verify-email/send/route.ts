// POST /api/v1/auth/verify-email/send – send the signed-in user a new verification mail ({ callback_url? }: where its link leads on to)
import { readJson, route } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requireUser } from '@/lib/server/auth/require-user';
import { resendVerificationEmail } from '@/lib/server/auth/resend-verification';
import { accountLimits, addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { resendVerificationSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  await enforceRateLimits([...accountLimits('resend', user.id), ...addressLimits('resend', requestMeta(req).ip)]);
  const { callback_url } = await readJson(req, resendVerificationSchema);
  return resendVerificationEmail(user, callback_url);
});
