import type { Locale } from '@/lib/i18n/paths';
import { formatLongDate } from '@/lib/format/date-time';

type Words = { key: string; values: Record<string, string> };

/** A rule's sentence in the reader's language: its key read by the page's translator, its days worded for the locale. */
export function wordsText(t: (key: never, values?: never) => string, locale: Locale, words: Words): string {
  const values = Object.fromEntries(
    Object.entries(words.values).map(([k, v]) => [k, /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatLongDate(v, locale) : v]),
  );
  return (t as unknown as (key: string, values: Record<string, string>) => string)(words.key, values);
}
