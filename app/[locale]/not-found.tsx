import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/footer/site-footer';
import type { Locale } from '@/lib/i18n/config';
import { SiteHeader } from '@/components/header/site-header';
import { PopularSearches, SearchWordsForm } from '@/components/search/search-words-form';
import { ErrorScreen } from '@/components/ui/error-screen';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { WHERE_TO_START_PATH } from '@/lib/reference/where-to-start-link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// The root boundary renders under the root layout only (no segment layout above it catches an
// unknown URL or a notFound()), so it brings the site's header and footer itself: a lost visitor
// still has the search, the sign-in and every footer link one click away. The search box is a plain
// form (no client code) and the popular searches are links, for the same reason the 403/401 pages
// have none: a root boundary's client components load on every page.
export default async function NotFound() {
  return (
    <>
      <SiteHeader />
      <ErrorScreen title="Ops... You are lost!">
        <p className="max-w-xl text-slate-700">The page you asked for is not here. Tell us what you need a lawyer for instead:</p>
        <SearchWordsForm />
        <PopularSearches />
        <p className="max-w-xl text-slate-700">
          Can&apos;t afford a lawyer?{' '}
          <a href={FREE_LEGAL_HELP_PATH} className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800">
            Find free legal help
          </a>{' '}
          near you.
        </p>
        <p className="max-w-xl text-slate-700">
          Not sure what you need?{' '}
          <a href={WHERE_TO_START_PATH} className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800">
            Where do I start?
          </a>
        </p>
      </ErrorScreen>
      <SiteFooter locale={'en' as Locale} />
    </>
  );
}
