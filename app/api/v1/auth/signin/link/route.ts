// POST /api/v1/auth/signin/link – mail a one-time sign-in link; the same answer for known and unknown e-mails
import { route, readJson } from '@/lib/server/platform/http';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { requestSignInLink } from '@/lib/server/auth/sign-in-link';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { signInLinkSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('signin-link', requestMeta(req).ip));
  const { email } = await readJson(req, signInLinkSchema);
  return requestSignInLink(email);
});
