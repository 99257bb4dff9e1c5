import 'server-only';
import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';

/** An editor page's metadata: its title (`editor.meta.<key>`) and language alternates. */
export async function editorMetadata(params: Promise<{ locale: string }>, key: string, path: string): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'editor');
  return {
    title: t(`meta.${key}`),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}
