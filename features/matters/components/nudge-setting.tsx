'use client';

import { BellRing } from 'lucide-react';
import { useActionForm } from '@/components/forms/use-action-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import { mattersApi, useMatterNudge, useMatterStep } from '@/features/matters/api/matters';
import { useT } from '@/lib/i18n/client';
import { NUDGE_DAYS } from '@/features/matters/rules/matters';

const inRange = (n: number) => Number.isInteger(n) && n >= NUDGE_DAYS.min && n <= NUDGE_DAYS.max;

/** The lawyer's nudge: "Remind me when a matter has had no shared update for N days" (7–180, default 30). */
export function NudgeSetting() {
  const t = useT('matters');
  const current = useMatterNudge();
  const step = useMatterStep((n: number) => mattersApi.setNudge(n));
  const { form, submit, pending } = useActionForm<{ days: string }>({
    // The saved number until the lawyer edits it; Save waits for an edit.
    values: { days: String(current.data?.days ?? NUDGE_DAYS.default) },
    // A number out of range is not sent (the box says so by aria-invalid, the button waits).
    resolver: plainResolver(({ days }): Record<string, string> => (inRange(Number(days)) ? {} : { days: 'validation.invalid' })),
    action: ({ days }) => step.mutateAsync(Number(days)),
    done: t('nudge.saved'),
    // What was saved is shown as saved at once, before the nudge is fetched again.
    onDone: (_result, values) => form.reset(values),
    failure: t('form.failed'),
  });
  const valid = inRange(Number(form.watch('days')));
  return (
    <form
      method="post"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end sm:justify-between sm:p-5"
      onSubmit={submit}
    >
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" aria-hidden="true" />
        <div>
          <label htmlFor="nudge-days" className="block text-sm font-semibold text-slate-900">
            {t('nudge.label')}
          </label>
          <p className="mt-0.5 text-xs text-slate-600">{t('nudge.hint', { min: NUDGE_DAYS.min, max: NUDGE_DAYS.max })}</p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <input
          id="nudge-days"
          type="number"
          inputMode="numeric"
          min={NUDGE_DAYS.min}
          max={NUDGE_DAYS.max}
          className="input w-24"
          aria-invalid={!valid}
          {...form.register('days')}
        />
        <span className="text-sm text-slate-700">{t('nudge.days')}</span>
        <button type="submit" className="btn-outline" disabled={!valid || step.isPending || pending || !form.formState.isDirty}>
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
