'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Mail, SlidersHorizontal, X } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CompareTray } from '@/components/lawyers/compare-tray';
import { useProblemLabels } from '@/components/search/problem-labels';
import { asText } from '@/components/search/names';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import type { LawyerSearchPage, LawyerSearchParams } from '@/lib/dto/search';
import { useHref, useT } from '@/lib/i18n/client';
import { appliedFilters } from './applied-filters';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { readSearchUrl, writeSearchUrl } from './search-url';
import { SearchResults } from './search-results';
import { useLegalProblem } from './use-legal-problem';

// The results render behind the filters: a ticked box paints at once, the list (cards with their own
// islands, skeletons while the new page loads) follows in a deferred render React may interrupt.
// Rendering both in the click's own task took 300–700 ms at 4x CPU (issue 28, INP).
const DeferredResults = memo(SearchResults);

type Props = { initialParams: LawyerSearchParams; initialPage: LawyerSearchPage; initialProblem: LegalProblem | null };

/**
 * /lawyers-online in the browser. The URL is the search state: a filter change pushes a new URL
 * (shareable; Back returns to the previous search) without a server round trip, and React Query
 * loads the new page 0. The server's first page seeds the query for the URL it rendered.
 */
export function SearchPageClient({ initialParams, initialPage, initialProblem }: Props) {
  const searchParams = useSearchParams();
  const t = useT('search');
  const services = useT('services');
  const href = useHref();
  const currentUrl = writeSearchUrl(readSearchUrl(new URLSearchParams(searchParams.toString())));
  // The router learns about a pushed URL a moment later; until then the new filters show at once
  // (a ticked box stays ticked). Back/Forward move the URL away from `from` and win.
  const [pending, setPending] = useState<{ from: string; to: string; params: LawyerSearchParams } | null>(null);
  if (pending && currentUrl !== pending.from) setPending(null);
  const urlParams = useMemo(() => readSearchUrl(new URLSearchParams(searchParams.toString())), [searchParams]);
  const params = pending?.params ?? urlParams;
  const problem = useLegalProblem(params.legal_problem, initialProblem);
  // The first problem's label came with the page; another one's loads with the rest (as the combobox's do).
  const labels = useProblemLabels(params.legal_problem !== undefined ? [params.legal_problem] : []);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const applied = useMemo(() => appliedFilters(params, problem, t, labels, asText(services)), [params, problem, t, labels, services]);

  const search = (next: LawyerSearchParams) => {
    const url = writeSearchUrl(next);
    if (url === writeSearchUrl(params)) return;
    setPending({ from: currentUrl, to: url, params: next });
    window.history.pushState(null, '', href(url));
  };
  // "Clear filters" in the results: one function for the memoized list, calling the latest `search`.
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  });
  const clear = useCallback(() => latestSearch.current({}), []);
  const resultParams = useDeferredValue(params);
  const resultProblem = useDeferredValue(problem);
  const initial = writeSearchUrl(resultParams) === writeSearchUrl(initialParams) ? initialPage : undefined;

  return (
    <div className="grid gap-6 md:grid-cols-[280px_minmax(0,1fr)]">
      <aside aria-label={t('filters.panel')} className="hidden md:block">
        <FilterPanel params={params} problem={problem} onChange={search} />
      </aside>
      <div className="min-w-0">
        {/* On a phone, written answers are one tap beside the filters (issue 72); from md the panel holds it. */}
        <div className="mb-4 flex flex-wrap items-center gap-2 md:hidden">
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger asChild>
              <button type="button" className="btn-outline">
                <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
                {t('filters.button', { count: applied.length })}
              </button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,100vw)] flex-col bg-white shadow-xl focus:outline-none">
                <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                  <Dialog.Title className="text-lg font-semibold text-slate-900">{t('filters.panel')}</Dialog.Title>
                  <Dialog.Close className="btn-ghost p-2" aria-label={t('filters.close')}>
                    <X aria-hidden="true" className="h-5 w-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">{t('filters.description')}</Dialog.Description>
                <div className="flex-1 overflow-y-auto px-4 py-4">
                  <FilterPanel params={params} problem={problem} onChange={search} />
                </div>
                <div className="border-t border-slate-200 p-4">
                  <Dialog.Close className="btn-primary w-full">{t('filters.show')}</Dialog.Close>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <button
            type="button"
            aria-pressed={params.written === true}
            onClick={() => search({ ...params, written: params.written ? undefined : true })}
            className={`btn-outline ${params.written ? 'border-primary bg-primary-50 text-primary-800' : ''}`}
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {t('filters.written')}
          </button>
        </div>
        <FilterChips
          filters={applied}
          onChange={search}
          // "Clear all" clears the filters, not the order the visitor chose.
          onClear={() =>
            search({
              ...(params.sort ? { sort: params.sort } : {}),
              ...(params.sort_direction ? { sort_direction: params.sort_direction } : {}),
            })
          }
        />
        <DeferredResults params={resultParams} initialPage={initial} problem={resultProblem} labels={labels} onClear={clear} />
      </div>
      <CompareTray />
    </div>
  );
}
