'use client';

import type { UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field-error';
import { WHERE_TO_START_PLACES, type WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import { placeLabel, whereToStartWords } from '@/lib/reference/first-stops';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { useT } from '@/lib/i18n/client';
import type { IntakeForm } from './intake-fields';

const BY_REGION = new Map<string, WhereToStartPlace[]>(SEARCH_REGIONS.map((r) => [r, WHERE_TO_START_PLACES.filter((p) => p.region === r)]));

/** Where a party lives: the city or municipality of "Where do I start?" (grouped by region), and the barangay's name. */
export function PlaceSelect({ form, side, label }: { form: UseFormReturn<IntakeForm>; side: 'claimant' | 'respondent'; label: string }) {
  const t = useT('claims');
  const places = whereToStartWords(useT('triage'));
  const place = `${side}Place` as const;
  const barangay = `${side}Barangay` as const;
  const errors = form.formState.errors;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-slate-900">{label}</legend>
      <label className="block text-sm text-slate-700">
        <span className="sr-only">{label}</span>
        <select {...form.register(place)} aria-invalid={!!errors[place]} className="input block w-full">
          <option value="">{t('intake.choosePlace')}</option>
          {[...BY_REGION].map(([region, list]) => (
            <optgroup key={region} label={region}>
              {list.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {placeLabel(places, p)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError id={`${place}-error`} message={errors[place]?.message} />
      </label>
      <label className="block text-sm text-slate-700">
        {t('intake.barangay')}
        <input autoComplete="off" {...form.register(barangay)} aria-invalid={!!errors[barangay]} className="input mt-1 block w-full" />
        <FieldError id={`${barangay}-error`} message={errors[barangay]?.message} />
      </label>
    </fieldset>
  );
}
