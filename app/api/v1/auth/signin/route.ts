// POST /api/v1/auth/signin – e-mail and password sign-in; returns the user and sets the session cookie
import { route, readJson } from '@/lib/server/platform/http';
import { readDeviceCookie } from '@/lib/server/auth/device-cookie';
import { sessionCookieValue } from '@/lib/server/auth/request-session';
import { requestMeta } from '@/lib/server/auth/request-meta';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { signIn } from '@/lib/server/auth/sign-in';
import { signInSchema } from '@/lib/validation/auth';

export const POST = route(async (req) => {
  const input = await readJson(req, signInSchema);
  const { user, cookies } = await signIn(input, {
    meta: requestMeta(req),
    sessionCookie: sessionCookieValue(req),
    deviceCookie: readDeviceCookie(req),
  });
  return jsonWithCookies(user, { cookies });
});
