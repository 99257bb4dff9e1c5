'use client';

import { useId } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import { lettersApi, useLetterRefresh } from '@/lib/api/engagement-letters';
import type { LetterTermsDto } from '@/lib/dto/engagement-letter';
import { useT } from '@/lib/i18n/client';
import { LETTER_TEXT } from '@/lib/validation/engagement-letters';

type Field = { key: keyof LetterTermsDto; label: string; max: number; rows?: number; optional?: boolean };
type Terms = Record<keyof LetterTermsDto, string>;

/** The lawyer's parts of the letter; the scope and the money are the proposal's and are not asked here. */
export function LetterForm({
  workItemId,
  revision,
  draft,
  onDone,
}: {
  workItemId: string;
  revision: number;
  draft: LetterTermsDto;
  onDone: () => void;
}) {
  const t = useT('letters');
  const id = useId();
  const refresh = useLetterRefresh();
  const fields: Field[] = [
    { key: 'lawyer_name', label: t('form.lawyerName'), max: LETTER_TEXT.name },
    { key: 'ibp_chapter', label: t('form.ibpChapter'), max: LETTER_TEXT.chapter },
    { key: 'ibp_number', label: t('form.ibpNumber'), max: LETTER_TEXT.number },
    { key: 'ptr_number', label: t('form.ptrNumber'), max: LETTER_TEXT.number },
    { key: 'exclusions', label: t('form.exclusions'), max: LETTER_TEXT.exclusions, rows: 3 },
    { key: 'appearance_fees', label: t('form.appearanceFees'), max: LETTER_TEXT.fees, rows: 2 },
    { key: 'success_fee', label: t('form.successFee'), max: LETTER_TEXT.fees, rows: 2, optional: true },
    { key: 'out_of_pocket', label: t('form.outOfPocket'), max: LETTER_TEXT.fees, rows: 2 },
    { key: 'termination', label: t('form.termination'), max: LETTER_TEXT.termination, rows: 3 },
    { key: 'other_terms', label: t('form.otherTerms'), max: LETTER_TEXT.otherTerms, rows: 2, optional: true },
  ];

  const {
    form,
    submit,
    pending: busy,
  } = useActionForm<Terms>({
    defaultValues: Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v ?? ''])) as Terms,
    // Every part but the optional ones, each said under its box; the first missing one takes the focus.
    resolver: plainResolver((values) =>
      Object.fromEntries(fields.filter((f) => !f.optional && !values[f.key]?.trim()).map((f) => [f.key, t('form.required')])),
    ),
    action: async (values) => {
      const state = await lettersApi.prepare(workItemId, {
        work_item_revision: revision,
        lawyer_name: values.lawyer_name,
        ibp_chapter: values.ibp_chapter,
        ibp_number: values.ibp_number,
        ptr_number: values.ptr_number,
        exclusions: values.exclusions,
        appearance_fees: values.appearance_fees,
        success_fee: values.success_fee || undefined,
        out_of_pocket: values.out_of_pocket,
        termination: values.termination,
        other_terms: values.other_terms || undefined,
      });
      await refresh(workItemId, state);
    },
    done: t('toast.prepared'),
    onDone,
    failureTitle: t('toast.prepareFailed'),
    failure: t('errors.other'),
  });
  const errors = form.formState.errors;

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {t('form.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('form.intro', { revision })}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {fields.map((f) => {
          const fieldId = `${id}-${f.key}`;
          const error = errors[f.key]?.message;
          const common = {
            id: fieldId,
            className: 'input mt-1',
            maxLength: f.max,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${fieldId}-error` : undefined,
            ...form.register(f.key),
          };
          return (
            <div key={f.key} className={f.rows ? 'sm:col-span-2' : undefined}>
              <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
                {f.label}
              </label>
              {f.rows ? <textarea rows={f.rows} {...common} /> : <input type="text" {...common} />}
              {error && (
                <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('form.submitting') : t('form.submit')}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('panel.cancel')}
        </button>
      </div>
    </form>
  );
}
