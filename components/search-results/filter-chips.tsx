'use client';

import { X } from 'lucide-react';
import type { LawyerSearchParams } from '@/lib/dto/search';
import { useT } from '@/lib/i18n/client';
import type { AppliedFilter } from './applied-filters';

type Props = { filters: AppliedFilter[]; onChange: (next: LawyerSearchParams) => void; onClear: () => void };

/**
 * The applied filters as chips above the results (issue 45: a phone showed "Filters (2)" and not
 * which two). One tap on a chip removes its filter and searches again; "Clear all" removes them all.
 */
export function FilterChips({ filters, onChange, onClear }: Props) {
  const t = useT('search');
  if (filters.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul aria-label={t('filters.applied')} className="flex min-w-0 max-w-full flex-wrap gap-2">
        {filters.map((filter) => (
          // max-w-full: a long problem's label is cut short with an ellipsis instead of running off a phone.
          <li key={filter.key} className="min-w-0 max-w-full">
            <button
              type="button"
              onClick={() => onChange(filter.without)}
              aria-label={t('filters.remove', { label: filter.label })}
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-primary-200 bg-white py-1 pl-3 pr-2 text-sm font-medium text-primary-800 hover:border-primary hover:bg-primary-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
            >
              <span className="truncate">{filter.label}</span>
              <X aria-hidden="true" className="h-4 w-4 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      {filters.length > 1 ? (
        <button
          type="button"
          onClick={onClear}
          className="min-h-9 px-2 text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900"
        >
          {t('filters.clearAll')}
        </button>
      ) : null}
    </div>
  );
}
