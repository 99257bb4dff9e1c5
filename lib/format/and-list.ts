import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

const lists = new Map<Locale, Intl.ListFormat>();

/** "English and Tagalog" / "Tagalog at English": items joined as the language joins a list. One formatter per language. */
export function andList(items: readonly string[], locale: Locale): string {
  let f = lists.get(locale);
  if (!f) {
    f = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' });
    lists.set(locale, f);
  }
  return f.format(items);
}
