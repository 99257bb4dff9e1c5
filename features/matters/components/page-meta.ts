import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/** The metadata of a matter page (issue 64): its title (`pages.<key>` of `matters`) and its language alternates. */
export async function matterMetadata(locale: Locale, key: 'title' | 'matterTitle', path: string): Promise<Metadata> {
  const t = await textFor(locale, 'matters');
  return {
    title: t(`pages.${key}`),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}
