'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { FieldError } from '@/components/ui/field-error';
import { plainResolver } from '@/components/ui/plain-resolver';
import { moneyClaimsApi } from '@/features/money-claims/api/money-claims';
import { barangayFirst, CLAIM_PROOFS, CLAIM_PURPOSES, DEBTOR_KINDS, AGREEMENT_FORMS } from '@/features/money-claims/rules/money-claims';
import { useHref, useT } from '@/lib/i18n/client';
import { EMPTY_INTAKE, intakeIssues, intakeOf, type IntakeForm } from './intake-fields';
import { PlaceSelect } from './place-select';
import { claimPath } from '@/features/money-claims/reference/claim-link';

/** One question of the intake: its label above, its refusal below. */
function Question({ label, error, id, children }: { label: string; error?: string; id: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold text-slate-900">{label}</legend>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

const choice = 'flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm has-[:checked]:border-primary';

/**
 * Issue 75, item 1: the intake — who owes, how much and since when, for what, the proof, whether a demand was made,
 * where each party lives. The handler's schema checks it here too; the claim opens at the step the rules say.
 */
export function IntakeForm() {
  const t = useT('claims');
  const href = useHref();
  const router = useRouter();
  const { form, submit, pending } = useActionForm<IntakeForm, { _id: string }>({
    defaultValues: EMPTY_INTAKE,
    resolver: plainResolver(intakeIssues),
    action: (values) => moneyClaimsApi.open(intakeOf(values)),
    done: t('intake.opened'),
    onDone: (claim) => router.push(href(claimPath(claim._id))),
    holdOnDone: true,
    serverFields: { SAME_TOWN_NEEDED: 'sameTown' },
  });
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const message = (field: keyof IntakeForm) => errors[field]?.message as string | undefined;
  const values = watch();
  // The barangay rule itself says when the same town must be asked (its answer "ask"), never this form.
  const asks =
    values.claimantPlace !== '' &&
    values.respondentPlace !== '' &&
    barangayFirst({ ...intakeOf(values), same_town: undefined }).value.kind === 'ask-same-town';
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6">
      <Question id="debtor" label={t('intake.debtor')} error={message('debtor')}>
        <div className="grid gap-2 sm:grid-cols-2">
          {DEBTOR_KINDS.map((kind) => (
            <label key={kind} className={choice}>
              <input type="radio" value={kind} {...register('debtor')} /> {t(`intake.debtor${kind}`)}
            </label>
          ))}
        </div>
      </Question>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-semibold text-slate-900">
          {t('intake.amount')}
          <input
            inputMode="decimal"
            autoComplete="off"
            {...register('amount')}
            aria-invalid={!!errors.amount}
            className="input mt-1 block w-full"
          />
          <FieldError id="amount-error" message={message('amount')} />
        </label>
        <label className="block text-sm font-semibold text-slate-900">
          {t('intake.since')}
          <input type="date" {...register('since')} aria-invalid={!!errors.since} className="input mt-1 block w-full" />
          <FieldError id="since-error" message={message('since')} />
        </label>
      </div>
      <label className="block text-sm font-semibold text-slate-900">
        {t('intake.purpose')}
        <select {...register('purpose')} className="input mt-1 block w-full">
          {CLAIM_PURPOSES.map((p) => (
            <option key={p} value={p}>
              {t(`intake.purpose${p}`)}
            </option>
          ))}
        </select>
      </label>
      <Question id="proof" label={t('intake.proof')} error={message('proof')}>
        <div className="grid gap-2 sm:grid-cols-2">
          {CLAIM_PROOFS.map((p) => (
            <label key={p} className={choice}>
              <input type="checkbox" value={p} {...register('proof')} /> {t(`intake.proof${p}`)}
            </label>
          ))}
        </div>
      </Question>
      <Question id="agreement" label={t('intake.agreement')}>
        <div className="grid gap-2 sm:grid-cols-2">
          {AGREEMENT_FORMS.map((a) => (
            <label key={a} className={choice}>
              <input type="radio" value={a} {...register('agreement')} /> {t(`intake.agreement${a}`)}
            </label>
          ))}
        </div>
      </Question>
      <div className="space-y-2">
        <label className={choice}>
          <input type="checkbox" {...register('demandMade')} /> {t('intake.demandMade')}
        </label>
        {values.demandMade && (
          <label className="block text-sm font-semibold text-slate-900">
            {t('intake.demandDate')}
            <input type="date" {...register('demandDate')} aria-invalid={!!errors.demandDate} className="input mt-1 block w-full sm:w-60" />
            <FieldError id="demandDate-error" message={message('demandDate')} />
          </label>
        )}
      </div>
      <PlaceSelect form={form} side="claimant" label={t('intake.claimantPlace')} />
      <PlaceSelect form={form} side="respondent" label={t('intake.respondentPlace')} />
      {asks && (
        <Question id="sameTown" label={t('intake.sameTown')} error={message('sameTown')}>
          <div className="grid grid-cols-2 gap-2">
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className={choice}>
                <input type="radio" value={answer} {...register('sameTown')} /> {t(`intake.${answer}`)}
              </label>
            ))}
          </div>
        </Question>
      )}
      <label className={choice}>
        <input type="checkbox" {...register('abroad')} /> {t('intake.abroad')}
      </label>
      <button type="submit" disabled={pending} className="btn-primary min-h-12 w-full sm:w-auto">
        {t('intake.submit')}
      </button>
    </form>
  );
}
