/**
 * The site's languages and how a path carries one (docs/decisions/0011-languages.md). Pure: the
 * proxy, the server and the browser all use it.
 * English is the default and keeps its paths (`/lawyers-online/…`); Filipino lives under `/fil/…`.
 * Inside the app every page sits under `app/[locale]`: the proxy rewrites `/x` to `/en/x`.
 */
import { CHOOSE_LANGUAGE_PARAM, DEFAULT_LOCALE, LOCALES, isLocale, localePath, splitLocale, type Locale } from './paths';

export { CHOOSE_LANGUAGE_PARAM, DEFAULT_LOCALE, LOCALES, isLocale, localePath, splitLocale, type Locale };

/**
 * The reader's chosen language: set by the language switch's address only (`?hl=`, proxy.ts) and by a
 * sign-in (the account's). It routes no page — an address names its language — but a signed-in account
 * takes it (GET auth/session), and the pages the product opens by itself after a sign-in follow it.
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * The page's language, as the proxy found it in the path, on the request of a page rendered per
 * request (what a client sent under this name is replaced). Read only where no `[locale]` param
 * exists: the 404 page of an address no route matches (app/global-not-found.tsx).
 */
export const LOCALE_HEADER = 'x-page-locale';

/** BCP 47 tags for <html lang>, hreflang and Open Graph. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', fil: 'fil' };
export const OG_LOCALE: Record<Locale, string> = { en: 'en_PH', fil: 'fil_PH' };

/** The Intl locale for dates, times, numbers and pesos (Filipino month and day names: style guide). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-PH', fil: 'fil-PH' };
