'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { formatPesoExact } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import { FEE_LINES_MAX, pesosToCentavos, type WorkItemFormOutput, type WorkItemFormValues } from '@/lib/validation/work-items';
import { useFormError } from './form-errors';

type Props = { form: UseFormReturn<WorkItemFormValues, unknown, WorkItemFormOutput> };

/**
 * The engagement form's fee lines: a description and an amount each, added and removed (never
 * fewer than one, never more than FEE_LINES_MAX), with the running total the client will pay.
 */
export function FeeBreakdown({ form }: Props) {
  const t = useT('work');
  const fieldError = useFormError();
  const { register, control, formState } = form;
  const lines = useFieldArray({ control, name: 'fee_breakdown' });
  const errors = formState.errors;
  const watchedLines = useWatch({ control, name: 'fee_breakdown' });
  const total = (watchedLines ?? []).reduce((sum, l) => sum + (pesosToCentavos(String(l.amount ?? '')) ?? 0), 0);
  const linesError = fieldError((errors.fee_breakdown as FieldError | undefined)?.message ?? errors.fee_breakdown?.root?.message);

  return (
    <>
      <ol aria-label={t('form.feeBreakdown')} className="mt-4 flex flex-col gap-3">
        {lines.fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_11rem_auto] sm:items-start">
            <div className="col-span-2 sm:col-span-1">
              <label className="sr-only" htmlFor={`${field.id}-label`}>
                {t('form.lineDescription', { n: index + 1 })}
              </label>
              <input
                id={`${field.id}-label`}
                placeholder={t('form.linePlaceholder')}
                className="input"
                {...register(`fee_breakdown.${index}.label`)}
              />
              {errors.fee_breakdown?.[index]?.label && (
                <p className="mt-1 text-sm text-red-700">{fieldError(errors.fee_breakdown[index]!.label!.message)}</p>
              )}
            </div>
            <div>
              <label className="sr-only" htmlFor={`${field.id}-amount`}>
                {t('form.lineAmount', { n: index + 1 })}
              </label>
              <div className="flex items-center rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-primary-300">
                <span className="pl-3 text-slate-600" aria-hidden="true">
                  ₱
                </span>
                <input
                  id={`${field.id}-amount`}
                  inputMode="decimal"
                  placeholder="0"
                  className="w-full rounded-md border-0 px-2 py-2 text-right focus:outline-none"
                  {...register(`fee_breakdown.${index}.amount`)}
                />
              </div>
              {errors.fee_breakdown?.[index]?.amount && (
                <p className="mt-1 text-sm text-red-700">{fieldError(errors.fee_breakdown[index]!.amount!.message)}</p>
              )}
            </div>
            <button
              type="button"
              className="btn-ghost h-10 w-10 p-0 text-red-700"
              aria-label={t('form.removeLine', { n: index + 1 })}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(index)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      {linesError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {linesError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className="btn-ghost"
          disabled={lines.fields.length >= FEE_LINES_MAX}
          onClick={() => lines.append({ label: '', amount: '' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('form.addLine')}
        </button>
        <p className="text-lg font-bold text-slate-900">
          {t('form.total')} <span data-testid="fee-total">{formatPesoExact(total)}</span>
        </p>
      </div>
    </>
  );
}
