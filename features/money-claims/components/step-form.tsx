'use client';

import type { z } from 'zod';
import { useActionForm } from '@/components/forms/use-action-form';
import { FieldError } from '@/components/ui/field-error';
import { plainResolver } from '@/components/ui/plain-resolver';
import { moneyClaimsApi } from '@/features/money-claims/api/money-claims';
import type { moneyClaimSchema } from '@/features/money-claims/dto/money-claims';
import { useT } from '@/lib/i18n/client';

type Claim = z.infer<typeof moneyClaimSchema>;
type Step = Claim['steps'][number];
type Values = { outcome: string; on: string; recovered: string };

/** The words of a step's "done": what it means at that step. */
const DONE_KEY = {
  demand: 'claim.doneDemand',
  barangay: 'claim.outcomeDONE',
  court: 'claim.doneCourt',
  collection: 'claim.doneCollection',
} as const;

/** The current step's form: how it ended (the outcomes the server says it may take), on which day, and at collection how much. */
export function StepForm({ claimId, step, onDone }: { claimId: string; step: Step; onDone: (claim: Claim) => void }) {
  const t = useT('claims');
  const collection = step.step === 'collection';
  const { form, submit, pending } = useActionForm<Values, Claim>({
    defaultValues: { outcome: step.may[0] ?? 'DONE', on: '', recovered: '' },
    resolver: plainResolver(({ on, recovered }): Record<string, string> => ({
      ...(/^\d{4}-\d{2}-\d{2}$/.test(on) ? {} : { on: 'common.required' }),
      ...(collection && !(Number(recovered.replace(/[,\s₱]/g, '')) >= 0 && recovered.trim())
        ? { recovered: 'claims.recoveredRequired' }
        : {}),
    })),
    action: ({ outcome, on, recovered }) =>
      moneyClaimsApi.record(claimId, {
        step: step.step,
        outcome: outcome as Step['may'][number],
        on,
        ...(collection ? { recovered_centavos: Math.round(Number(recovered.replace(/[,\s₱]/g, '')) * 100) } : {}),
      }),
    done: t('claim.recorded'),
    onDone,
  });
  const errors = form.formState.errors;
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-2 space-y-3 rounded-xl bg-slate-50 p-3">
      <div className="flex flex-wrap gap-2">
        {step.may.map((o) => (
          <label
            key={o}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm has-[:checked]:border-primary"
          >
            <input type="radio" value={o} {...form.register('outcome')} /> {t(o === 'DONE' ? DONE_KEY[step.step] : `claim.outcome${o}`)}
          </label>
        ))}
      </div>
      <label className="block text-sm font-semibold text-slate-900">
        {t('claim.on')}
        <input type="date" {...form.register('on')} aria-invalid={!!errors.on} className="input mt-1 block w-full sm:w-60" />
        <FieldError id={`on-${step.step}-error`} message={errors.on?.message} />
      </label>
      {collection && (
        <label className="block text-sm font-semibold text-slate-900">
          {t('claim.recovered')}
          <input
            inputMode="decimal"
            {...form.register('recovered')}
            aria-invalid={!!errors.recovered}
            className="input mt-1 block w-full sm:w-60"
          />
          <FieldError id="recovered-error" message={errors.recovered?.message} />
        </label>
      )}
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {t('claim.save')}
      </button>
    </form>
  );
}
