import type { Metadata } from 'next';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { PopularSearches, SearchWordsForm } from '@/components/search/search-words-form';
import { NotFoundScreen } from '@/components/ui/boundary-screens';
import { boundaryLocale, textFor } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await textFor(await boundaryLocale(), 'errors');
  return { title: t('notFound.metaTitle'), robots: { index: false } };
}

// The root boundary renders under the root layout only (no segment layout above it catches an
// unknown URL or a notFound()), so it brings the site's header and footer itself: a lost visitor
// still has the search, the sign-in and every footer link one click away. The search box is a plain
// form (no client code) and the popular searches are links: a root boundary's client components load
// on every page. Its language is the `[locale]` root param (boundaryLocale).
export default async function NotFound() {
  const locale = await boundaryLocale();
  return (
    <>
      <SiteHeader />
      <NotFoundScreen
        locale={locale}
        search={
          <>
            <SearchWordsForm locale={locale} />
            <PopularSearches locale={locale} />
          </>
        }
      />
      <SiteFooter locale={locale} />
    </>
  );
}
