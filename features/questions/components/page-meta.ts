import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/** The metadata of a written-question page (issue 60): its title (`meta.<key>` of `questions`) and its language alternates. */
export async function questionMetadata(locale: Locale, key: 'ask' | 'list' | 'question' | 'queue', path: string): Promise<Metadata> {
  const t = await textFor(locale, 'questions');
  return {
    title: t(`meta.${key}`),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}
