import { ArrowRightIcon, SearchIcon } from '@/components/ui/icons';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { POPULAR_SEARCHES } from '@/lib/reference/footer-links';

/**
 * A search box that needs no JavaScript: the words go to /lawyers-online?q=, where the server's
 * legal-problem search (typos, Filipino and Taglish too) offers the problems they describe. For pages
 * that must stay free of client code, such as the root 404 page (a root boundary's client components
 * would load on every page).
 */
export async function SearchWordsForm({ defaultValue = '', locale }: { defaultValue?: string; locale: Locale }) {
  const t = await textFor(locale, 'home');
  return (
    <form action={localePath(locale, '/lawyers-online')} method="get" role="search" className="w-full max-w-xl text-left">
      <label htmlFor="search-words" className="mb-1 block text-sm font-semibold text-slate-800">
        {t('wordsForm.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
          <input
            id="search-words"
            name="q"
            type="search"
            required
            maxLength={100}
            defaultValue={defaultValue}
            autoComplete="off"
            placeholder={t('wordsForm.placeholder')}
            className="input h-12 pl-10"
          />
        </div>
        <button type="submit" className="btn-primary h-12 px-6 text-base">
          {t('wordsForm.search')}
          <ArrowRightIcon className="h-5 w-5" />
        </button>
      </div>
    </form>
  );
}

/** The footer's popular searches as chips (named as the footer names them), for pages where a lost visitor needs a next step. */
export async function PopularSearches({ locale }: { locale: Locale }) {
  const t = await textFor(locale, 'common');
  return (
    <nav aria-labelledby="popular-searches-heading" className="w-full max-w-2xl">
      <h2 id="popular-searches-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('footer.popularSearches')}
      </h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {POPULAR_SEARCHES.map((link) => (
          <li key={link.href}>
            <a
              href={localePath(locale, link.href)}
              className="inline-flex min-h-11 items-center rounded-full border border-primary-200 bg-white px-4 text-sm font-medium text-primary-800 hover:bg-primary-50"
            >
              {link.key ? t(`footer.links.${link.key}` as 'footer.links.blog') : link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
