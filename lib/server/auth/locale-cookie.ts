import 'server-only';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/config';
import { serializeCookie } from './session-cookie';

/** A year, as the proxy remembers a language chosen by its prefix (proxy.ts). */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The visitor's language cookie set to the account's (issue 40): after a sign-in the unprefixed
 * pages follow the account, not the page the person signed in on. Readable by the page (not
 * HttpOnly), as the proxy sets it.
 */
export function localeCookieHeader(language: Locale): string {
  return serializeCookie(LOCALE_COOKIE, language, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, httpOnly: false });
}
