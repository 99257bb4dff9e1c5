import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from './site-header';
import { PopularSearches, SearchWordsForm } from '@/components/search/search-words-form';
import { NotFoundScreen } from '@/components/ui/boundary-screens';
import type { Locale } from '@/lib/i18n/paths';

/**
 * The 404 page's body, in one language: the site's header and footer (a lost visitor still has the
 * search, the sign-in and every footer link one click away), the words, the plain search form (no
 * client code) and the popular searches, the links to free help. Both 404 files render it:
 * app/global-not-found.tsx (an address no route matches, and where a page's notFoundPage() sends the
 * visitor) and app/[locale]/not-found.tsx (a notFound() still thrown in a render, drawn by the browser).
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
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
