import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/header/not-found-page';
import { boundaryLocale, textFor } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await textFor(await boundaryLocale(), 'errors');
  return { title: t('notFound.metaTitle'), robots: { index: false } };
}

// The boundary of a notFound() still thrown while a page renders (localeOf's unknown language). Next 16
// draws it in the browser only — the server's answer is an empty document (vercel/next.js#62228) —
// so pages call notFoundPage() instead, which sends the visitor to app/global-not-found.tsx, drawn on
// the server (lib/server/platform/http/not-found-page.ts). It renders under the root layout only, so it brings
// the site's header and footer itself. Its language is the `[locale]` root param (boundaryLocale).
export default async function NotFound() {
  return <NotFoundPage locale={await boundaryLocale()} />;
}
