// POST /api/v1/auth/verify-email – consume an e-mail verification link ({ token }); signs in a browser that has no session
import { route, readJson } from '@/lib/server/platform/http';
import { readDeviceCookie } from '@/lib/server/auth/device-cookie';
import { getRequestSession, sessionCookieValue } from '@/lib/server/auth/request-session';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { verifyEmail } from '@/lib/server/auth/verify-email';
import { addressLimits } from '@/lib/server/platform/security/limits';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { tokenSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  await enforceRateLimits(addressLimits('verify-token', requestMeta(req).ip));
  const { token } = await readJson(req, tokenSchema);
  const { message, user, cookie, phone_code_sent_to, already_verified } = await verifyEmail(token, {
    meta: requestMeta(req),
    session: await getRequestSession(req),
    sessionCookie: sessionCookieValue(req),
    deviceCookie: readDeviceCookie(req),
  });
  return jsonWithCookies({ message, user, phone_code_sent_to, already_verified }, { cookies: [cookie] });
});
