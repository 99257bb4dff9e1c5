import type { Metadata } from 'next';
import { localeOf, textFor } from '@/lib/i18n/server';

/** A console page's title in its language (the layout adds "· Admin" and keeps it out of search engines). */
export async function adminMetadata(params: Promise<{ locale: string }>, key: string): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'admin');
  return { title: t(key) };
}

/** The language and words of a console page, from its `[locale]` param. */
export async function adminWords(params: Promise<{ locale: string }>) {
  const locale = await localeOf(params);
  return { locale, t: await textFor(locale, 'admin') };
}
