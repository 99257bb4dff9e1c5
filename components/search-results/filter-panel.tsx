'use client';

import { useId } from 'react';
import { LegalIssueCombobox } from '@/components/search/legal-issue-combobox';
import { areaLabel, asText } from '@/components/search/names';
import { serviceName } from '@/components/lawyers/offer-line';
import { SERVICE_TYPES, isServiceType } from '@/features/services/reference/legal-services';
import { RegionSelect } from '@/components/search/region-select';
import { useT } from '@/lib/i18n/client';
import { AREAS_OF_PRACTICE, type AreaValue } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { SORT_OPTIONS } from '@/lib/reference/sort-options';
import type { CallType, LawyerSearchParams } from '@/lib/dto/search';
import { ListSelect } from './list-select';
import { PriceRange } from './price-range';
import { SLOT_HOURS, type SlotHours } from '@/lib/rules/slot-hours';

type Props = {
  params: LawyerSearchParams;
  problem: LegalProblem | null;
  onChange: (next: LawyerSearchParams) => void;
};

/** The search filters (spec §2 /lawyers-online): every change is a new search, reflected in the URL. */
export function FilterPanel({ params, problem, onChange }: Props) {
  const id = useId();
  const t = useT('search');
  const services = asText(useT('services'));
  const areaOptions = [
    { value: null, label: t('filters.anyArea') },
    ...AREAS_OF_PRACTICE.map((a) => ({ value: a.slug, label: areaLabel(t, a.slug) })),
  ];
  const set = (patch: Partial<LawyerSearchParams>) => {
    const next: LawyerSearchParams = { ...params, ...patch };
    for (const key of Object.keys(next) as (keyof LawyerSearchParams)[]) if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const sortValue = SORT_OPTIONS.find(
    (o) =>
      o.field === (params.sort ?? 'rating') &&
      o.sort_direction === (params.sort_direction ?? (params.sort && params.sort !== 'rating' ? 1 : -1)),
  )?.id;

  return (
    <div className="flex flex-col gap-5">
      <div>
        <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('filters.sortBy')}
        </label>
        <select
          id={`${id}-sort`}
          className="input h-11"
          aria-describedby={sortValue?.startsWith('rating') ? `${id}-sort-hint` : undefined}
          value={sortValue}
          onChange={(event) => {
            const option = SORT_OPTIONS.find((o) => o.id === event.target.value)!;
            set({ sort: option.field, sort_direction: option.sort_direction });
          }}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.id} value={o.id}>
              {t(`filters.sort.${o.id}`)}
            </option>
          ))}
        </select>
        {/* The spec fixes the labels; how "rating" orders is said here (lawyer_search.rating_rank). */}
        {sortValue?.startsWith('rating') ? (
          <p id={`${id}-sort-hint`} className="mt-1 text-xs text-slate-600">
            {t('filters.ratingHint')}
          </p>
        ) : null}
      </div>

      <ListSelect<AreaValue>
        label={t('filters.area')}
        options={areaOptions}
        value={params.area_of_practice ?? null}
        // A legal problem belongs to one area: changing the area drops a problem from another one.
        onChange={(area) =>
          set({
            area_of_practice: area ?? undefined,
            legal_problem: problem && area && problem.value[0] === area ? params.legal_problem : undefined,
          })
        }
      />

      <LegalIssueCombobox
        key={params.legal_problem ?? 'none'}
        value={problem}
        onChange={(chosen) => set({ legal_problem: chosen?._id, area_of_practice: chosen ? chosen.value[0] : params.area_of_practice })}
      />

      {/* Issue 72: written answers as a first choice (the URL's `written=1`: lawyers with a written-question price). */}
      <label className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          checked={params.written === true}
          onChange={() => set({ written: params.written ? undefined : true })}
        />
        {t('filters.written')}
      </label>

      <RegionSelect regions={SEARCH_REGIONS} value={params.region ?? null} onChange={(region) => set({ region: region ?? undefined })} />

      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('filters.languages')}</legend>
        <div className="max-h-[250px] overflow-y-auto overscroll-contain rounded-md border border-slate-200 p-2">
          {LANGUAGES.map((language) => {
            const checked = params.language?.includes(language) ?? false;
            return (
              <label
                key={language}
                className="flex cursor-pointer items-center gap-2 rounded px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-primary"
                  checked={checked}
                  onChange={() => {
                    const rest = (params.language ?? []).filter((l) => l !== language);
                    set({ language: checked ? (rest.length ? rest : undefined) : [...rest, language] });
                  }}
                />
                {language}
              </label>
            );
          })}
        </div>
      </fieldset>

      <PriceRange
        key={`${params.price_min}-${params.price_max}`}
        min={params.price_min}
        max={params.price_max}
        onApply={(min, max) => set({ price_min: min, price_max: max })}
      />

      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('filters.callType')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {([undefined, 'video', 'phone'] as (CallType | undefined)[]).map((value) => (
            <label key={value ?? 'any'} className="flex cursor-pointer items-center gap-2 py-1 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-call`}
                className="h-4 w-4 accent-primary"
                checked={params.call_type === value}
                onChange={() => set({ call_type: value })}
              />
              {t(value === 'video' ? 'filters.video' : value === 'phone' ? 'filters.phone' : 'filters.anyCall')}
            </label>
          ))}
        </div>
      </fieldset>

      {/* Issue 63: slots of evenings or weekends on the viewer's own clock (lib/rules/slot-hours.ts, filtered by the server). */}
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('filters.hours')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {([undefined, ...SLOT_HOURS] as (SlotHours | undefined)[]).map((value) => (
            <label key={value ?? 'any'} className="flex cursor-pointer items-center gap-2 py-1 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-hours`}
                className="h-4 w-4 accent-primary"
                checked={params.hours === value}
                onChange={() => set({ hours: value })}
              />
              {t(value ? `filters.${value}` : 'filters.anyHours')}
            </label>
          ))}
        </div>
      </fieldset>

      {/* Issue 62: only lawyers who offer a fixed-price service; its id (the URL's `service`) stays in the search. */}
      <div>
        <label htmlFor={`${id}-service`} className="mb-1 block text-sm font-semibold text-slate-800">
          {services('search.filter')}
        </label>
        <select
          id={`${id}-service`}
          className="input h-11"
          value={params.service ?? ''}
          onChange={(event) => set({ service: isServiceType(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">{services('search.any')}</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {serviceName(services, type)}
            </option>
          ))}
        </select>
      </div>

      <button type="button" className="btn-outline" onClick={() => onChange({})}>
        {t('filters.clear')}
      </button>
    </div>
  );
}
