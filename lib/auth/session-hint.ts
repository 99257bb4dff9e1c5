import { readCookie } from './read-cookie';

/**
 * Not a credential: a cookie scripts can read, set and cleared by the server together with the
 * HttpOnly session cookie (lib/server/auth/session-cookie.ts), so the browser asks GET session only
 * when a session may exist. Visitors of the public pages then make no call that answers 401, which
 * browsers log as a console error on every page.
 */
export const SESSION_HINT_COOKIE = 'abogado_signed_in';

export function hasSessionHint(cookieString: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return readCookie(cookieString, SESSION_HINT_COOKIE) !== undefined;
}
