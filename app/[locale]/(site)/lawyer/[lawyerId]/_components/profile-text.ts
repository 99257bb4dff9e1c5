import { andList } from '@/lib/format/and-list';
import type { Locale } from '@/lib/i18n/config';
import { isAreaValue, type AreaValue } from '@/lib/reference/areas';

/** The `profile` keys read through ProfileText. */
type ProfileKey = 'header.consultsIn' | 'jsonLd.offer';

/** A translator of the `profile` namespace: the server's (textFor) or a client component's (useT). */
export type ProfileText = (key: ProfileKey, values?: Record<string, string | number>) => string;

/** A translator of the `search` namespace, where the areas' names are (one name per area, site-wide). */
export type AreaText = (key: `areas.${AreaValue}.label`) => string;

/** An area of law in the page's language; a slug no longer in the list shows as stored. */
export function areaLabel(t: AreaText, slug: string): string {
  return isAreaValue(slug) ? t(`areas.${slug}.label`) : slug;
}

// The reference list names Filipino "Tagalog" (lib/reference/languages.ts); "Filipino" is kept in case.
const FILIPINO = new Set(['Tagalog', 'Filipino']);

/**
 * The languages a lawyer consults in, as they listed them; on a Filipino page a lawyer who speaks
 * Filipino has it first (issue 40: the reader of that page looks for it). Names stay as listed: they
 * are the names the search filter uses.
 */
export function consultLanguages(languages: string[], locale: Locale): string[] {
  if (locale !== 'fil') return languages;
  return [...languages.filter((l) => FILIPINO.has(l)), ...languages.filter((l) => !FILIPINO.has(l))];
}

/** "English and Tagalog" / "Tagalog at English". */
export function languageList(languages: string[], locale: Locale): string {
  return andList(consultLanguages(languages, locale), locale);
}
