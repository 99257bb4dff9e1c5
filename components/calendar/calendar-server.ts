// Server side of the calendar's pages (imports lib/i18n/server, so never reaches the browser).
import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import type { ClientNamespace } from '@/lib/i18n/client-messages';
import { compiledNamespace } from '@/lib/i18n/compile';
import { localePath, OG_LOCALE, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/** A calendar or availability page's metadata: its title under `calendar.meta`, its language alternates. */
export async function calendarMetadata(locale: Locale, path: string, key: 'calendar' | 'availability' | 'calendarSync'): Promise<Metadata> {
  const t = await textFor(locale, 'calendar');
  return {
    title: t(`meta.${key}`),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/** Only the groups of `calendar` a page's client components read (the browser downloads them). */
export function calendarWords(locale: Locale, groups: string[]): ClientNamespace {
  const keys = Object.keys(compiledNamespace(locale, 'calendar')).filter((key) => groups.includes(key.split('.')[0]));
  return ['calendar', keys];
}
