'use client';

import type { z } from 'zod';
import { useClaimUpdate, useMoneyClaim, moneyClaimsApi } from '@/features/money-claims/api/money-claims';
import type { moneyClaimSchema } from '@/features/money-claims/dto/money-claims';
import { useFailureToast } from '@/components/ui/failure-toast';
import { formatPeso } from '@/lib/format/money';
import { formatLongDate } from '@/lib/format/date-time';
import { useLocale, useT } from '@/lib/i18n/client';
import { wordsText } from './claim-words-text';
import { StepForm } from './step-form';

type Claim = z.infer<typeof moneyClaimSchema>;
type Step = Claim['steps'][number];

const STATE_STYLE: Record<Step['state'], string> = {
  done: 'bg-emerald-600',
  skipped: 'bg-slate-400',
  current: 'bg-primary ring-4 ring-primary/20',
  'not-needed': 'bg-slate-200',
  ahead: 'bg-slate-300',
};

/** Issue 75, item 2: the claim's timeline — each step with the rule and its section, the current one's form. */
export function ClaimView({ initial }: { initial: Claim }) {
  const t = useT('claims');
  const locale = useLocale();
  const claim = useMoneyClaim(initial._id, initial).data;
  const update = useClaimUpdate();
  const fail = useFailureToast();
  const say = (w: { key: string; values: Record<string, string> }) => wordsText(t as never, locale, w);
  const stateText = (s: Step) =>
    s.state === 'done'
      ? t('claim.stateDone', { date: s.on ? formatLongDate(s.on, locale) : '' })
      : s.state === 'skipped'
        ? t('claim.stateSkipped', { date: s.on ? formatLongDate(s.on, locale) : '' })
        : s.state === 'current'
          ? t('claim.stateCurrent')
          : s.state === 'not-needed'
            ? t('claim.stateNotNeeded')
            : t('claim.stateAhead');
  const open = !['RECOVERED', 'CLOSED'].includes(claim.status);
  return (
    <article className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('claim.title', { amount: formatPeso(claim.amount_centavos) })}</h1>
        <p className="text-sm font-semibold text-primary">{t(`claim.status${claim.status}`)}</p>
        {claim.recovered_centavos !== null && (
          <p className="text-sm text-slate-700">{t('claim.recoveredLine', { amount: formatPeso(claim.recovered_centavos) })}</p>
        )}
      </header>
      <section aria-labelledby="claim-steps" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="claim-steps" className="mb-3 font-semibold text-slate-900">
          {t('claim.stepsTitle')}
        </h2>
        <ol className="space-y-4">
          {claim.steps.map((s) => (
            <li key={s.step} className="flex gap-3" aria-current={s.state === 'current' ? 'step' : undefined}>
              <span aria-hidden className={`mt-1.5 size-3 shrink-0 rounded-full ${STATE_STYLE[s.state]}`} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold text-slate-900">
                  {t(`steps.names.${s.step}`)} <span className="font-normal text-slate-600">· {stateText(s)}</span>
                </p>
                <p className="text-sm text-slate-700">{say(s.words)}</p>
                {s.state === 'current' && open && <StepForm claimId={claim._id} step={s} onDone={update} />}
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="claim-notes" className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h2 id="claim-notes" className="mb-2 font-semibold text-slate-900">
          {t('claim.notesTitle')}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {claim.notes.map((n) => (
            <li key={n.key}>{say(n)}</li>
          ))}
        </ul>
      </section>
      {open && (
        <button
          type="button"
          className="text-sm font-medium text-red-700 underline"
          onClick={async () => {
            if (!window.confirm(t('claim.closeConfirm'))) return;
            // A refusal (the claim moved meanwhile) is said, in the page's language.
            await moneyClaimsApi.close(claim._id).then(update, (error: unknown) => fail(t('claim.close'), error));
          }}
        >
          {t('claim.close')}
        </button>
      )}
    </article>
  );
}
