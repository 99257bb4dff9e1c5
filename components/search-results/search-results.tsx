'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { LawyerCard } from '@/components/lawyers/lawyer-card';
import { areaLawyers, areaTitle, asText, type Text } from '@/components/search/names';
import { useLawyerSearch } from '@/lib/api/lawyers';
import type { LawyerSearchPage, LawyerSearchParams, LawyerSearchResult } from '@/lib/dto/search';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { findAreaBySlug } from '@/lib/reference/areas';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { problemInText, type ProblemLabels } from '@/lib/reference/problem-label';
import { fallbackNote } from './fallback-note';
import { LawyerCardSkeleton } from './lawyer-card-skeleton';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';

type Props = {
  params: LawyerSearchParams;
  initialPage?: LawyerSearchPage;
  problem?: LegalProblem | null;
  /** The problems' labels in the page's language (useProblemLabels). */
  labels: ProblemLabels;
  onClear: () => void;
};

type Group = { key: string; heading: string | null; lawyers: LawyerSearchResult[] };

/**
 * With a legal problem the results come in two runs, each in the chosen sort: lawyers who list the
 * problem (exactMatch), then the rest of its area. Each run gets a heading, so "Rating High to Low"
 * never seems to restart halfway down the page (issue 17). Without a problem: one list, no heading.
 */
function groupResults(
  lawyers: LawyerSearchResult[],
  params: LawyerSearchParams,
  problem: LegalProblem | null | undefined,
  t: Text,
  labels: ProblemLabels,
): Group[] {
  if (params.legal_problem === undefined) return [{ key: 'all', heading: null, lawyers }];
  const area = findAreaBySlug(params.area_of_practice ?? problem?.value[0] ?? '');
  const groups: Group[] = [
    {
      key: 'exact',
      heading: t('results.handling', { what: problem ? problemInText(labels, problem) : t('results.yourProblem') }),
      lawyers: lawyers.filter((l) => l.exactMatch),
    },
    {
      key: 'rest',
      // "Other …" only below lawyers who list the problem; alone, the group is the area's lawyers (fallbackNote says why).
      heading: lawyers.some((l) => l.exactMatch)
        ? area
          ? t('results.other', { lawyers: areaLawyers(t, area.slug) })
          : t('results.otherLawyers')
        : area
          ? areaTitle(t, area.slug)
          : t('results.lawyers'),
      lawyers: lawyers.filter((l) => !l.exactMatch),
    },
  ];
  return groups.filter((g) => g.lawyers.length > 0);
}

/** The result list: total, cards, "Load more" (appends page + 1), skeletons, empty state, error toast. */
export function SearchResults({ params, initialPage, problem, labels, onClear }: Props) {
  const t = useT('search');
  const services = useT('services');
  const href = useHref();
  const locale = useLocale();
  // Evenings and weekends are the viewer's own (issue 63): the server filters on their clock; the
  // server-rendered page, read on Manila's, seeds only a Manila viewer's list.
  const viewerZone = useViewerTimeZone();
  const zone = params.hours ? viewerZone : DEFAULT_TIME_ZONE;
  const query = useLawyerSearch(params, zone, zone === DEFAULT_TIME_ZONE ? initialPage : undefined);
  const pages = query.data?.pages ?? [];
  const lawyers = pages.flatMap((p) => p.results);
  const total = pages[0]?.total;
  const note = fallbackNote(lawyers, params, problem, t, labels);
  // Looking for written answers to a problem (issue 60): the profile's "Ask in writing" starts with that problem.
  const profileQuery = params.written && params.legal_problem !== undefined ? `?problem=${params.legal_problem}` : '';

  useEffect(() => {
    if (query.isError) toast.error(t('results.fetchError'), { id: 'fetch-lawyers' });
  }, [query.isError, query.errorUpdatedAt, t]);

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('results.loading')} className="flex flex-col gap-4">
        {[0, 1, 2].map((i) => (
          <LawyerCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError && lawyers.length === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-800">{t('results.loadError')}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => void query.refetch()}>
          {t('results.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div>
      <p aria-live="polite" className="mb-4 text-sm font-medium text-slate-700" data-testid="results-total">
        {t('results.found', { count: total ?? 0 })}
      </p>
      {lawyers.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('results.noMatch')}</h2>
          <p className="mt-2 text-slate-700">{t('results.noMatchHint')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <button type="button" className="btn-primary" onClick={onClear}>
              {t('filters.clear')}
            </button>
            <Link href={href('/free-legal-help')} className="btn-outline">
              {t('results.freeLegalHelp')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {note ? (
            <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-slate-800">
              {note}
            </p>
          ) : null}
          {groupResults(lawyers, params, problem, t, labels).map((group, groupIndex) => (
            <section key={group.key}>
              {group.heading ? (
                <h2 id={`results-${group.key}`} className="mb-3 text-lg font-semibold text-slate-900">
                  {group.heading}
                </h2>
              ) : null}
              <ul
                className="flex flex-col gap-3 sm:gap-4"
                {...(group.heading ? { 'aria-labelledby': `results-${group.key}` } : { 'aria-label': t('results.lawyers') })}
              >
                {group.lawyers.map((lawyer, index) => (
                  <li key={lawyer._id}>
                    <LawyerCard
                      lawyer={lawyer}
                      headingLevel={group.heading ? 'h3' : 'h2'}
                      priority={groupIndex === 0 && index < 2}
                      locale={locale}
                      t={t}
                      services={asText(services)}
                      service={params.service}
                      profileQuery={profileQuery}
                      askProblem={params.legal_problem}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {query.isFetchingNextPage ? (
        <div role="status" aria-label={t('results.loadingMore')} className="mt-4 flex flex-col gap-4">
          <LawyerCardSkeleton />
          <LawyerCardSkeleton />
        </div>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            className="btn-primary min-w-40"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t(query.isFetchingNextPage ? 'results.loadingButton' : 'results.loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
