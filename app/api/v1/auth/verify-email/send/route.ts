// POST /api/v1/auth/verify-email/send – send the signed-in user a new verification mail
import { route } from '@/lib/server/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requireUser } from '@/lib/server/auth/require-user';
import { resendVerificationEmail } from '@/lib/server/auth/resend-verification';

export const POST = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  return resendVerificationEmail(user, requestMeta(req));
});
