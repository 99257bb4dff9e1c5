'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { LawyerCard } from '@/components/lawyers/lawyer-card';
import { useLawyerSearch } from '@/lib/api/lawyers';
import type { LawyerSearchPage, LawyerSearchParams } from '@/lib/dto/search';
import { LawyerCardSkeleton } from './lawyer-card-skeleton';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

export const FETCH_LAWYERS_ERROR = 'Failed to fetch lawyers';

type Props = { params: LawyerSearchParams; initialPage?: LawyerSearchPage; onClear: () => void };

/** The result list: total, cards, "Load more" (appends page + 1), skeletons, empty state, error toast. */
export function SearchResults({ params, initialPage, onClear }: Props) {
  const query = useLawyerSearch(params, DEFAULT_TIME_ZONE, initialPage);
  const pages = query.data?.pages ?? [];
  const lawyers = pages.flatMap((p) => p.results);
  const total = pages[0]?.total;

  useEffect(() => {
    if (query.isError) toast.error(FETCH_LAWYERS_ERROR, { id: 'fetch-lawyers' });
  }, [query.isError, query.errorUpdatedAt]);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading lawyers" className="flex flex-col gap-4">
        {[0, 1, 2].map((i) => (
          <LawyerCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError && lawyers.length === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-800">We could not load lawyers just now.</p>
        <button type="button" className="btn-primary mt-4" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div>
      <p aria-live="polite" className="mb-4 text-sm font-medium text-slate-700" data-testid="results-total">
        {total === 1 ? '1 lawyer found' : `${total ?? 0} lawyers found`}
      </p>
      {lawyers.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No lawyers match your search</h2>
          <p className="mt-2 text-slate-700">Try another region or language, widen the fee range, or clear the filters.</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <button type="button" className="btn-primary" onClick={onClear}>
              Clear filters
            </button>
            <Link href="/free-legal-help" className="btn-outline">
              Free legal help
            </Link>
          </div>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Lawyers">
          {lawyers.map((lawyer, index) => (
            <li key={lawyer._id}>
              <LawyerCard lawyer={lawyer} headingLevel="h2" priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchingNextPage ? (
        <div role="status" aria-label="Loading more lawyers" className="mt-4 flex flex-col gap-4">
          <LawyerCardSkeleton />
          <LawyerCardSkeleton />
        </div>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn-primary min-w-40" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
