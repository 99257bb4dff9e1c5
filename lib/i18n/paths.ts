/**
 * The languages and how a path carries one: the part of ./config.ts the browser needs, on its own so
 * that the header's first load carries no more (issue 17's budget; decision 0011).
 */
export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

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

/**
 * The query parameter of the language switch's address (issue 72; decision 0011). An address names its
 * language (`/x` English, `/fil/x` Filipino) whoever opens it; this parameter alone also makes that language
 * the reader's choice (the `NEXT_LOCALE` cookie, which proxy.ts sets before dropping the parameter).
 */
export const CHOOSE_LANGUAGE_PARAM = 'hl';

/**
 * The address of `path` in `locale` that also makes it the reader's choice: the language switch's and the
 * account setting's. `search`: the page's own query (kept), with or without its "?".
 */
export function chooseLanguageHref(locale: Locale, path: string, search = ''): string {
  const query = new URLSearchParams(search);
  query.set(CHOOSE_LANGUAGE_PARAM, locale);
  return `${localePath(locale, path)}?${query}`;
}
