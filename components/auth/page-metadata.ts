import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { OG_LOCALE, localePath, type Locale } from '@/lib/i18n/config';

/**
 * An auth or verification page's metadata in its language: the title, both language versions and
 * Open Graph (the layouts keep them out of search results). `path` null for a page whose path holds
 * a mailed token: its link is not repeated in the page's head.
 */
export function authPageMetadata(locale: Locale, path: string | null, title: string, extra: Metadata = {}): Metadata {
  const openGraph = { locale: OG_LOCALE[locale], ...(path ? { url: localePath(locale, path) } : {}) };
  return { title, ...(path ? { alternates: languageAlternates(locale, path) } : {}), openGraph, ...extra };
}
