import 'server-only';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/config';
import { serializeCookie } from './session-cookie';

/** A year, as the proxy keeps the language switch's choice (proxy.ts). */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The reader's language choice set to the account's (issue 40): after a sign-in the pages the product
 * opens by itself (the landing page: lib/rules/signed-in-language.ts) follow the account, not the page
 * the person signed in on; an address still names its own language (issue 72). Readable by the page
 * (not HttpOnly), as the proxy sets it.
 */
export function localeCookieHeader(language: Locale): string {
  return serializeCookie(LOCALE_COOKIE, language, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, httpOnly: false });
}
