import 'server-only';
import { readCookie } from '@/lib/auth/read-cookie';
import { LOCALE_COOKIE, isLocale } from '@/lib/i18n/config';
import { AppError } from '@/lib/server/platform/http/errors';
import { followChosenLanguage } from '@/lib/server/platform/i18n/account-language';
import { reissueSessionCookie } from './issue-session';
import { claimsAreStale, sessionCookieValue, sessionFromCookieValue } from './request-session';
import { jsonWithCookies } from './respond';
import { clearSessionCookieHeaders } from './session-cookie';
import { toUserDto } from './user-dto';

/**
 * GET session: the user, or 401 (clearing a dead cookie). When the signed claims lag behind the
 * database — the e-mail was verified in another browser — the cookie is re-issued, so the proxy
 * sees the change at the next navigation. The account takes the language the person last chose
 * (the cookie the language switch's address sets, proxy.ts): every page of a signed-in person asks
 * this, so their e-mails and texts follow the switch without any code of its own in the header.
 */
export async function readSession(req: Request): Promise<Response> {
  const value = sessionCookieValue(req);
  const session = await sessionFromCookieValue(value);
  if (!session) {
    throw new AppError('UNAUTHORIZED', 'common.notSignedIn', {
      key: 'UNAUTHORIZED',
      headers: value ? clearSessionCookieHeaders().map((c): [string, string] => ['Set-Cookie', c]) : undefined,
    });
  }
  const chosen = readCookie(req.headers.get('cookie'), LOCALE_COOKIE);
  if (isLocale(chosen)) await followChosenLanguage(session.user.id, chosen);
  const cookie = claimsAreStale(session) ? await reissueSessionCookie(session.user, session.claims.sessionToken) : null;
  return jsonWithCookies(toUserDto(session.user), { cookies: [cookie] });
}
