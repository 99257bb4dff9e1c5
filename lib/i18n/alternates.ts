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

/**
 * The `alternates` of a page whose words are a document (a blog post, the terms) written in
 * `writtenIn` (English always, Filipino where its file exists): a language version of its own only
 * where the document is written in that language. A Filipino address showing the English text names
 * the English page canonical, and a document in one language lists no hreflang, so search engines
 * and the sitemap (next-sitemap.config.js reads the canonical) pair only real translations.
 */
export function documentAlternates(locale: Locale, path: string, writtenIn: readonly Locale[]) {
  if (!writtenIn.includes(locale)) return { canonical: localePath(DEFAULT_LOCALE, path) };
  if (LOCALES.some((each) => !writtenIn.includes(each))) return { canonical: localePath(locale, path) };
  return languageAlternates(locale, path);
}
