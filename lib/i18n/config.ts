/**
 * The site's languages and how a path carries one (docs/decisions/0008-languages.md). Pure: the
 * proxy, the server and the browser all use it.
 * English is the default and keeps its paths (`/lawyers-online/…`); Filipino lives under `/fil/…`.
 * Inside the app every page sits under `app/[locale]`: the proxy rewrites `/x` to `/en/x`.
 */
export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The visitor's chosen language (set when a page of a language is asked for by its prefix). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** BCP 47 tags for <html lang>, hreflang and Open Graph. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', fil: 'fil' };
export const OG_LOCALE: Record<Locale, string> = { en: 'en_PH', fil: 'fil_PH' };

/** The Intl locale for dates, times, numbers and pesos (Filipino month and day names: style guide). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-PH', fil: 'fil-PH' };

/** Each language named in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The public path of `path` (a site path starting with `/`, no prefix) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Which language a public path asks for by its prefix, and the path without it. `prefixed` is
 * false for an English path without `/en` (the usual form).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return { locale, path: '/', prefixed: true };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1), prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
}
