import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/** The metadata of a portal page in its language (never indexed: the layout says so). */
export async function portalMetadata(locale: Locale, path: string, key: string): Promise<Metadata> {
  const t = await textFor(locale, 'portal');
  return {
    title: t(key),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}
