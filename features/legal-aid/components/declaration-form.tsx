'use client';

import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { toast } from 'sonner';
import { goTo } from '@/components/portal/go-to';
import { useFailureText } from '@/components/ui/form-messages';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import { useHydrated } from '@/components/ui/use-hydrated';
import { legalAidApi } from '@/features/legal-aid/api/legal-aid';
import type { DeclarationDto } from '@/features/legal-aid/dto/legal-aid';
import { formatLongDate } from '@/lib/format/date-time';
import { useLocale, useT } from '@/lib/i18n/client';
import { DECLARATION_LIMITS } from '@/features/legal-aid/rules/legal-aid';
import type { DeclarationInput } from '@/features/legal-aid/validation/legal-aid';
import { SEARCH_REGIONS } from '@/lib/reference/regions';

// The schema (and zod) load when the form first validates, not with the page (issue 28).
const validate = lazyZodResolver<DeclarationInput>(() =>
  import('@/features/legal-aid/validation/legal-aid').then((m) => m.declarationSchema),
);

/** Empty number fields stay empty (undefined), not 0: the schema then asks for a number. */
const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

type Props = {
  /** The person's saved declaration (GET legal-aid/declaration's read, on the server), or null. */
  initial: DeclarationDto | null;
  /** Where to go once saved (a lawyer's booking page the person came from); else `#choose` below the form. */
  next: string | null;
};

/**
 * Issue 61: the beneficiary declaration in plain words (household, income and its source, property,
 * why the person cannot pay) and the agreement that the lawyer will assess it. Prefilled from GET
 * legal-aid/declaration's read (the page's, on the server), saved with PUT; then on to the lawyer's free times.
 */
export function DeclarationForm({ initial, next }: Props) {
  const t = useT('legalAid');
  const say = useFailureText();
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const [saved, setSaved] = useState<DeclarationDto | null>(initial);
  const { register, handleSubmit, formState } = useForm<DeclarationInput>({
    resolver: validate,
    // Prefilled from the saved declaration; agreeing again is part of saving again (the lawyer assesses what is sent now).
    defaultValues: initial
      ? {
          household_size: initial.household_size,
          monthly_income_pesos: initial.monthly_income_pesos,
          income_source: initial.income_source,
          property: initial.property,
          region: initial.region,
          reason: initial.reason,
        }
      : { income_source: '', property: '', region: null, reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { declaration } = await legalAidApi.saveDeclaration({ ...values, property: values.property ?? '' });
      setSaved(declaration);
      toast.success(t('declaration.saved'));
      goTo(next ?? `${window.location.pathname}${window.location.search}#choose`);
    } catch (error) {
      toast.error(say(error, t('declaration.failed')));
    }
  });

  const fieldId = (name: string) => `${id}-${name}`;
  // The number fields say their own bounds in plain words, whatever zod found (empty, not whole, out of range).
  const numberWords: Partial<Record<keyof DeclarationInput, string>> = {
    household_size: t('declaration.householdRange', { max: DECLARATION_LIMITS.householdMax }),
    monthly_income_pesos: t('declaration.incomeRange'),
  };
  const errorOf = (name: keyof DeclarationInput) => {
    const error = formState.errors[name] as FieldError | undefined;
    if (!error) return null;
    return (
      <p id={`${fieldId(name)}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {numberWords[name] ?? say(error.message ?? '')}
      </p>
    );
  };
  const aria = (name: keyof DeclarationInput, hint = false) => ({
    'aria-invalid': formState.errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${fieldId(name)}-hint` : '', formState.errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const label = 'block text-sm font-semibold text-slate-800';
  const hint = 'mt-0.5 text-sm text-slate-600';

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {saved ? (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="declaration-saved">
          {t('declaration.savedOn', { date: formatLongDate(saved.updated_at.slice(0, 10), locale) })}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('household_size')} className={label}>
            {t('declaration.household')}
          </label>
          <input
            id={fieldId('household_size')}
            type="number"
            inputMode="numeric"
            min={1}
            max={DECLARATION_LIMITS.householdMax}
            className="input mt-1"
            {...register('household_size', { setValueAs: asNumber })}
            {...aria('household_size')}
          />
          {errorOf('household_size')}
        </div>
        <div>
          <label htmlFor={fieldId('monthly_income_pesos')} className={label}>
            {t('declaration.income')}
          </label>
          <div className="relative mt-1">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
              ₱
            </span>
            <input
              id={fieldId('monthly_income_pesos')}
              type="number"
              inputMode="numeric"
              min={0}
              className="input pl-7"
              {...register('monthly_income_pesos', { setValueAs: asNumber })}
              {...aria('monthly_income_pesos', true)}
            />
          </div>
          <p id={`${fieldId('monthly_income_pesos')}-hint`} className={hint}>
            {t('declaration.incomeHint')}
          </p>
          {errorOf('monthly_income_pesos')}
        </div>
      </div>
      <div>
        <label htmlFor={fieldId('income_source')} className={label}>
          {t('declaration.source')}
        </label>
        <input
          id={fieldId('income_source')}
          className="input mt-1"
          maxLength={DECLARATION_LIMITS.incomeSource}
          {...register('income_source')}
          {...aria('income_source', true)}
        />
        <p id={`${fieldId('income_source')}-hint`} className={hint}>
          {t('declaration.sourceHint')}
        </p>
        {errorOf('income_source')}
      </div>
      <div>
        <label htmlFor={fieldId('property')} className={label}>
          {t('declaration.property')}
        </label>
        <textarea
          id={fieldId('property')}
          rows={2}
          className="input mt-1"
          maxLength={DECLARATION_LIMITS.property}
          {...register('property')}
          {...aria('property', true)}
        />
        <p id={`${fieldId('property')}-hint`} className={hint}>
          {t('declaration.propertyHint')}
        </p>
        {errorOf('property')}
      </div>
      <div>
        <label htmlFor={fieldId('region')} className={label}>
          {t('declaration.region')}
        </label>
        <select
          id={fieldId('region')}
          className="input mt-1"
          {...register('region', { setValueAs: (v: string | null) => (v ? v : null) })}
          {...aria('region', true)}
        >
          <option value="">{t('declaration.regionNone')}</option>
          {SEARCH_REGIONS.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
        <p id={`${fieldId('region')}-hint`} className={hint}>
          {t('declaration.regionHint')}
        </p>
        {errorOf('region')}
      </div>
      <div>
        <label htmlFor={fieldId('reason')} className={label}>
          {t('declaration.reason')}
        </label>
        <textarea
          id={fieldId('reason')}
          rows={3}
          className="input mt-1"
          maxLength={DECLARATION_LIMITS.reason}
          {...register('reason')}
          {...aria('reason')}
        />
        {errorOf('reason')}
      </div>
      <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <div className="flex items-start gap-3">
          <input
            id={fieldId('agrees_to_assessment')}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
            {...register('agrees_to_assessment')}
            {...aria('agrees_to_assessment', true)}
          />
          <label htmlFor={fieldId('agrees_to_assessment')} className="text-sm font-semibold text-slate-800">
            {t('declaration.agree')}
          </label>
        </div>
        <p id={`${fieldId('agrees_to_assessment')}-hint`} className="mt-1 pl-8 text-sm text-slate-600">
          {t('declaration.agreeHint')}
        </p>
        <div className="pl-8">{errorOf('agrees_to_assessment')}</div>
      </div>
      {/* Disabled, and saying so, until the page's code runs (issue 57). */}
      <button
        type="submit"
        className="btn-primary min-h-12 w-full text-base sm:w-auto sm:self-start"
        disabled={!hydrated || formState.isSubmitting}
      >
        {!hydrated
          ? t('declaration.loading')
          : formState.isSubmitting
            ? t('declaration.saving')
            : saved
              ? t('declaration.update')
              : t('declaration.save')}
      </button>
    </form>
  );
}
