import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { reissueSessionCookie } from './issue-session';
import { claimsAreStale, sessionCookieValue, sessionFromCookieValue } from './request-session';
import { jsonWithCookies } from './respond';
import { clearSessionCookieHeaders } from './session-cookie';
import { toUserDto } from './user-dto';

/**
 * GET session: the user, or 401 (clearing a dead cookie). When the signed claims lag behind the
 * database — the e-mail was verified in another browser — the cookie is re-issued, so the proxy
 * sees the change at the next navigation.
 */
export async function readSession(req: Request): Promise<Response> {
  const value = sessionCookieValue(req);
  const session = await sessionFromCookieValue(value);
  if (!session) {
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn, {
      key: 'UNAUTHORIZED',
      headers: value ? clearSessionCookieHeaders().map((c): [string, string] => ['Set-Cookie', c]) : undefined,
    });
  }
  const cookie = claimsAreStale(session) ? await reissueSessionCookie(session.user, session.claims.sessionToken) : null;
  return jsonWithCookies(toUserDto(session.user), { cookies: [cookie] });
}
