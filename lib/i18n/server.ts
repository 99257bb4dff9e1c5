import 'server-only';
import { notFound } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale, type Locale } from './config';
import type { Namespace } from './messages';
import { translator, type Translator } from './translator';

/**
 * The language of a page or layout from its `[locale]` param. Server components get the locale as
 * a prop and ask for their text with it: a prerendered page must not read the request for it
 * (docs/decisions/0011-languages.md).
 */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** The text of one namespace in one language, for a server component (async for the callers' sake). */
export async function textFor<N extends Namespace>(locale: Locale, namespace: N): Promise<Translator<N>> {
  return translator(locale, namespace);
}

export type ServerT<N extends Namespace> = Translator<N>;

/**
 * The language of a 404/403/401 page, which gets no params: the `[locale]` root param (the
 * `[locale]` layout is the root layout). Not next-intl's getLocale(): it reads the request headers,
 * and a boundary is rendered into every page of its segment, so every prerendered page would become
 * dynamic.
 */
export async function boundaryLocale(): Promise<Locale> {
  const { locale } = await import('next/root-params');
  const value = await locale();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
