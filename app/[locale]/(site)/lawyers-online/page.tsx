import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { writeSearchUrl } from '@/components/search-results/search-url';
import { SearchPageClient } from '@/components/search-results/search-page-client';
import { areaTitle, asText, type Text } from '@/components/search/names';
import { findAreaBySlug } from '@/lib/reference/areas';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemInText, type ProblemLabels } from '@/lib/reference/problem-label';
import { findLegalProblems } from '@/lib/server/search/find-legal-problems';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { ProblemSuggestions } from '@/components/search/problem-suggestions';
import { FreeLegalHelpCard } from '@/components/search/free-legal-help-card';
import { languageAlternates } from '@/lib/i18n/alternates';
import { COMPARE_WORDS } from '@/components/lawyers/compare-words';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SERVICE_CARD_WORDS } from '@/components/lawyers/offer-line';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { asksForFreeLegalHelp } from '@/lib/reference/free-legal-help-words';
import { parseSearchUrl, toSearchParams } from '@/lib/validation/search';
import { QueryProvider } from '@/components/providers/query-provider';
import { SEARCH_URL_KEYS } from '@/components/search-results/search-url';
import { AbroadSignNote } from '@/components/notary/abroad-sign-note';
import { SPA_PROBLEM } from '@/features/where-to-start/rules/abroad-stops';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

/** The page's heading and title: `t` the `home` namespace, `names` the `search` one, `labels` the problems'. */
function heading(t: Text, names: Text, labels: ProblemLabels, areaSlug?: string, problemId?: number, region?: string): string {
  const problem = problemId !== undefined ? findLegalProblem(problemId) : undefined;
  const area = areaSlug ? findAreaBySlug(areaSlug) : undefined;
  const what = problem
    ? t('results.forProblem', { problem: problemInText(labels, problem) })
    : area
      ? areaTitle(names, area.slug)
      : t('results.online');
  return region ? t('results.inRegion', { what, region }) : what;
}

async function pageText(locale: Locale) {
  const [home, search] = await Promise.all([textFor(locale, 'home'), textFor(locale, 'search')]);
  return { t: asText(home), names: asText(search), labels: problemLabelsFor(locale) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const query = parseSearchUrl(await searchParams);
  const { t, names, labels } = await pageText(locale);
  const title = heading(t, names, labels, query.area_of_practice, query.legal_problem, query.region);
  const description = t('results.description');
  return {
    title,
    description,
    // The filtered variants are the same page; the landing pages are the indexable ones.
    alternates: languageAlternates(locale, '/lawyers-online'),
  };
}

/** Spec §2 /lawyers-online: the first page is rendered here (fast first paint, crawlable); React Query takes over. */
export default async function LawyersOnlinePage({ params: pageParams, searchParams }: Props) {
  const locale = await localeOf(pageParams);
  const raw = await searchParams;
  const query = parseSearchUrl(raw);
  const params = toSearchParams(query);
  // Anything invalid in a hand-made or stale link is dropped once, here, so browser and server agree.
  const clean = writeSearchUrl(params);
  if (SEARCH_URL_KEYS.some((key) => raw[key] !== undefined && (query as Record<string, unknown>)[key] === undefined && raw[key] !== ''))
    redirect(localePath(locale, clean));
  // Free words from a plain search box (SearchWordsForm: "tulong legal", "anulment"): the problems they describe.
  const words = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : '';
  const [page, suggestions, { t, names, labels }] = await Promise.all([
    searchLawyers(params),
    words ? findLegalProblems(words, 8) : undefined,
    pageText(locale),
  ]);
  const problem = params.legal_problem !== undefined ? (findLegalProblem(params.legal_problem) ?? null) : null;
  // Issue 63: a search for an SPA tells a visitor abroad where to sign it (shown to everyone: "If you are abroad…").
  const notary = problem?._id === SPA_PROBLEM ? await textFor(locale, 'notary') : null;
  return (
    <main id="main" className="bg-slate-50 pb-28">
      <div className="container-page py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {heading(t, names, labels, params.area_of_practice, params.legal_problem, params.region)}
        </h1>
        {/* Issue 72: looking for written answers, the page says how asking in writing works. */}
        <p className="mt-1 text-slate-700">{t(params.written ? 'results.writtenIntro' : 'results.intro')}</p>
        {notary ? (
          <aside className="mt-6 rounded-lg border border-secondary-300 bg-secondary-50 p-4 sm:p-5">
            <AbroadSignNote t={notary} locale={locale} />
          </aside>
        ) : null}
        {words && asksForFreeLegalHelp(words) ? (
          <div className="mt-6">
            <FreeLegalHelpCard region={params.region} locale={locale} />
          </div>
        ) : null}
        {suggestions ? (
          <div className="mt-6">
            <ProblemSuggestions query={words} problems={suggestions} region={params.region} locale={locale} />
          </div>
        ) : null}
        <div className="mt-6">
          {/* The results, filters and cards are client islands: they read the `search` namespace, and
              the chosen problem's label (the others load with the combobox's list). */}
          <ClientMessages
            locale={locale}
            namespaces={['search', COMPARE_WORDS, SERVICE_CARD_WORDS, ...(problem ? [['problems', [String(problem._id)]] as const] : [])]}
          >
            <Suspense>
              <QueryProvider>
                <SearchPageClient initialParams={params} initialPage={page} initialProblem={problem} />
              </QueryProvider>
            </Suspense>
          </ClientMessages>
        </div>
      </div>
    </main>
  );
}
