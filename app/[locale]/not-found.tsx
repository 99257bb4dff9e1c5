import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/header/not-found-page';
import { boundaryLocale, textFor } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await textFor(await boundaryLocale(), 'errors');
  return { title: t('notFound.metaTitle'), robots: { index: false } };
}

// The boundary of a notFound() in a page (an unknown lawyer, area or post); an address no route
// matches is app/global-not-found.tsx. It renders under the root layout only (no segment layout
// above it catches a notFound()), so it brings the site's header and footer itself. Its language is
// the `[locale]` root param (boundaryLocale). Next 16 renders this boundary in the browser only (its
// server render of a notFound() thrown by a page is an empty document: vercel/next.js#62228).
export default async function NotFound() {
  return <NotFoundPage locale={await boundaryLocale()} />;
}
