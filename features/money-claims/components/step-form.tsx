'use client';

import type { z } from 'zod';
import { useActionForm } from '@/components/forms/use-action-form';
import { FieldError } from '@/components/ui/field-error';
import { plainResolver } from '@/components/ui/plain-resolver';
import { moneyClaimsApi } from '@/features/money-claims/api/money-claims';
import { claimStepInputSchema } from '@/features/money-claims/validation/money-claims';
import { centavosOfPesos } from '@/lib/format/money';
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
  /** The form's values as POST money-claims/{id}/steps takes them (claimStepInputSchema). */
  const inputOf = ({ outcome, on, recovered }: Values) => ({
    step: step.step,
    outcome: outcome as Step['may'][number],
    on,
    ...(collection && recovered.trim() ? { recovered_centavos: centavosOfPesos(recovered) } : {}),
  });
  const { form, submit, pending } = useActionForm<Values, Claim>({
    defaultValues: { outcome: step.may[0] ?? 'DONE', on: '', recovered: '' },
    // The handler's schema, checked here: its codes land on the day and the amount.
    resolver: plainResolver((values) => {
      const parsed = claimStepInputSchema.safeParse(inputOf(values));
      if (parsed.success) return {};
      const issues: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'recovered_centavos' ? 'recovered' : issue.path[0] === 'on' ? 'on' : null;
        if (field && !issues[field]) issues[field] = issue.message;
      }
      return issues;
    }),
    action: (values) => moneyClaimsApi.record(claimId, inputOf(values)),
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
