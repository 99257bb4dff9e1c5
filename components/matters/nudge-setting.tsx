'use client';

import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useFailureText } from '@/components/ui/form-messages';
import { mattersApi, useMatterNudge, useMatterStep } from '@/lib/api/matters';
import { useT } from '@/lib/i18n/client';
import { NUDGE_DAYS } from '@/lib/rules/matters';

/** The lawyer's nudge: "Remind me when a matter has had no shared update for N days" (7–180, default 30). */
export function NudgeSetting() {
  const t = useT('matters');
  const say = useFailureText();
  const current = useMatterNudge();
  const [days, setDays] = useState<string | null>(null);
  const step = useMatterStep((n: number) => mattersApi.setNudge(n));
  const shown = days ?? String(current.data?.days ?? NUDGE_DAYS.default);
  const n = Number(shown);
  const valid = Number.isInteger(n) && n >= NUDGE_DAYS.min && n <= NUDGE_DAYS.max;
  return (
    <form
      method="post"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end sm:justify-between sm:p-5"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!valid) return;
        try {
          await step.mutateAsync(n);
          setDays(null);
          toast.success(t('nudge.saved'));
        } catch (error) {
          toast.error(say(error, t('form.failed')));
        }
      }}
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
          value={shown}
          aria-invalid={!valid}
          onChange={(e) => setDays(e.target.value)}
        />
        <span className="text-sm text-slate-700">{t('nudge.days')}</span>
        <button type="submit" className="btn-outline" disabled={!valid || step.isPending || days === null}>
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}
