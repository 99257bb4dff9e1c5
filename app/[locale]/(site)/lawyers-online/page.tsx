import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { writeSearchUrl } from '@/components/search-results/search-url';
import { SearchPageClient } from '@/components/search-results/search-page-client';
import { findAreaBySlug } from '@/lib/reference/areas';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { findLegalProblems } from '@/lib/server/search/find-legal-problems';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { ProblemSuggestions } from '@/components/search/problem-suggestions';
import { FreeLegalHelpCard } from '@/components/search/free-legal-help-card';
import { asksForFreeLegalHelp } from '@/lib/reference/free-legal-help-words';
import { parseSearchUrl, toSearchParams } from '@/lib/validation/search';
import { QueryProvider } from '@/components/providers/query-provider';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const KNOWN = ['area_of_practice', 'legal_problem', 'region', 'language', 'price_min', 'price_max', 'call_type', 'sort', 'sort_direction'];

function heading(areaSlug?: string, problemId?: number, region?: string): string {
  const problem = problemId !== undefined ? findLegalProblem(problemId) : undefined;
  const area = areaSlug ? findAreaBySlug(areaSlug) : undefined;
  const what = problem ? `Lawyers for ${problem.label.toLowerCase()}` : area ? area.seoTitle : 'Lawyers online';
  return region ? `${what} in ${region}` : what;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = parseSearchUrl(await searchParams);
  const title = heading(query.area_of_practice, query.legal_problem, query.region);
  return {
    title,
    description:
      'Compare IBP-verified Philippine lawyers by fee, rating, experience, language and free time, and book a video or phone consultation.',
    // The filtered variants are the same page; the landing pages are the indexable ones.
    alternates: { canonical: '/lawyers-online' },
  };
}

/** Spec §2 /lawyers-online: the first page is rendered here (fast first paint, crawlable); React Query takes over. */
export default async function LawyersOnlinePage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const query = parseSearchUrl(raw);
  const params = toSearchParams(query);
  // Anything invalid in a hand-made or stale link is dropped once, here, so browser and server agree.
  const clean = writeSearchUrl(params);
  if (KNOWN.some((key) => raw[key] !== undefined && (query as Record<string, unknown>)[key] === undefined && raw[key] !== ''))
    redirect(clean);
  // Free words from a plain search box (SearchWordsForm: "tulong legal", "anulment"): the problems they describe.
  const words = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : '';
  const [page, suggestions] = await Promise.all([searchLawyers(params), words ? findLegalProblems(words, 8) : undefined]);
  const problem = params.legal_problem !== undefined ? (findLegalProblem(params.legal_problem) ?? null) : null;
  return (
    <main id="main" className="bg-slate-50 pb-28">
      <div className="container-page py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {heading(params.area_of_practice, params.legal_problem, params.region)}
        </h1>
        <p className="mt-1 text-slate-700">IBP-verified lawyers, fees shown up front. Book a video or phone consultation.</p>
        {words && asksForFreeLegalHelp(words) ? (
          <div className="mt-6">
            <FreeLegalHelpCard region={params.region} />
          </div>
        ) : null}
        {suggestions ? (
          <div className="mt-6">
            <ProblemSuggestions query={words} problems={suggestions} region={params.region} />
          </div>
        ) : null}
        <div className="mt-6">
          <Suspense>
            <QueryProvider>
              <SearchPageClient initialParams={params} initialPage={page} initialProblem={problem} />
            </QueryProvider>
          </Suspense>
        </div>
      </div>
    </main>
  );
}
