/**
 * Where a sign-in lands, in the account's language (issue 40), pure: the OAuth callback's redirect
 * (lib/server/auth) and the browser's guard after a password or link sign-in (components/auth) both
 * use it. The sign-in answer sets the language cookie to the account's; this puts the landing page
 * in that language, whatever prefix the callback_url had (`/fil/book/…` for an English account).
 */
import { LOCALE_COOKIE, isLocale, localePath, splitLocale, type Locale } from '@/lib/i18n/config';
import { readCookie } from '@/lib/auth/read-cookie';

/** A same-origin path (`/fil/book/…?duration=60`, `/customer-portal`) in `language`. */
export function pathInLanguage(language: Locale, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  return localePath(language, splitLocale(pathname).path) + (cut === -1 ? '' : path.slice(cut));
}

/** The language a Cookie header (or `document.cookie`) names, else `fallback`. */
export function cookieLanguage(cookies: string | null | undefined, fallback: Locale): Locale {
  const value = readCookie(cookies, LOCALE_COOKIE);
  return isLocale(value) ? value : fallback;
}
