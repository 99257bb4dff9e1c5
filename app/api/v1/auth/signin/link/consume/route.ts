// POST /api/v1/auth/signin/link/consume – sign in with a mailed link's token ({ token }); sets the session and device cookies
import { route, readJson } from '@/lib/server/platform/http';
import { readDeviceCookie } from '@/lib/server/auth/device-cookie';
import { sessionCookieValue } from '@/lib/server/auth/request-session';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { consumeSignInLink } from '@/lib/server/auth/sign-in-link';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { tokenSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('signin-link-consume', requestMeta(req).ip));
  const { token } = await readJson(req, tokenSchema);
  const { user, cookies } = await consumeSignInLink(token, {
    meta: requestMeta(req),
    sessionCookie: sessionCookieValue(req),
    deviceCookie: readDeviceCookie(req),
  });
  return jsonWithCookies(user, { cookies });
});
