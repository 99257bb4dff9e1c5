import { DEFAULT_LOCALE, HTML_LANG, LOCALES, localePath, type Locale } from './config';

/**
 * A page's `alternates` metadata in one language (issue 40): its canonical is its own language's
 * path; it lists itself and the other language with hreflang, and English as x-default. `path` is
 * the site path without a language prefix (`/lawyers-online/family`).
 */
export function languageAlternates(locale: Locale, path: string) {
  const languages: Record<string, string> = {};
  for (const each of LOCALES) languages[HTML_LANG[each]] = localePath(each, path);
  languages['x-default'] = localePath(DEFAULT_LOCALE, path);
  return { canonical: localePath(locale, path), languages };
}
