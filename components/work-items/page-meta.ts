import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/** The metadata of a work-item page: its title (`meta.<key>` of `work`) and its language alternates. */
export async function workItemMetadata(locale: Locale, key: string, path: string): Promise<Metadata> {
  const t = await textFor(locale, 'work');
  return {
    title: t(`meta.${key}`),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}
