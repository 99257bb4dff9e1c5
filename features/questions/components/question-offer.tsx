'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { useFailureText } from '@/components/ui/form-messages';
import { questionsApi, useQuestionStep, type QuestionView } from '@/features/questions/api/questions';
import { useHref, useT, type Translate } from '@/lib/i18n/client';
import { DECLINE_REASONS, SCOPE_STATEMENT_VERSION, type DeclineReason } from '@/features/questions/rules/written-questions';

/** Before taking: the §35 statement, "Take it" and "Decline" with its reason. */
export function QuestionOffer({ id, allowed, t }: { id: string; allowed: QuestionView['allowed']; t: Translate<'questions'> }) {
  const notices = useT('notices');
  const say = useFailureText();
  const router = useRouter();
  const href = useHref();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason>('conflict');
  const [failure, setFailure] = useState<string | null>(null);
  const take = useQuestionStep(id, () => questionsApi.take(id, SCOPE_STATEMENT_VERSION));
  const decline = useQuestionStep(id, (why: DeclineReason) => questionsApi.decline(id, why));
  const busy = take.isPending || decline.isPending;
  const onTake = async () => {
    setFailure(null);
    try {
      await take.mutateAsync(undefined);
      toast.success(t('lawyer.taken'));
    } catch (error) {
      setFailure(say(error, t('lawyer.failed')));
    }
  };
  const onDecline = async () => {
    setFailure(null);
    try {
      await decline.mutateAsync(reason);
      toast.success(t('lawyer.declined'));
      router.push(href('/lawyer-portal/questions'));
    } catch (error) {
      setFailure(say(error, t('lawyer.failed')));
    }
  };
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-labelledby="offer-title">
      <h2 id="offer-title" className="text-base font-semibold text-slate-900">
        {t('lawyer.offerTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('lawyer.offerNote')}</p>
      {allowed.includes('take') && (
        <>
          <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{t('lawyer.scopeTitle')}</p>
            <p className="mt-1 text-slate-700" data-testid="scope-statement">
              {notices('question.scopeStatement')}
            </p>
          </div>
          {declining ? (
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-slate-900">{t('lawyer.declineTitle')}</legend>
              <div className="mt-2 flex flex-col gap-2">
                {DECLINE_REASONS.map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="radio" name="decline-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                    {t(`lawyer.reason.${value}`)}
                  </label>
                ))}
              </div>
              <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
                <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy} onClick={() => void onDecline()}>
                  {t('lawyer.declineSend')}
                </button>
                <button type="button" className="btn-ghost" disabled={busy} onClick={() => setDeclining(false)}>
                  {t('lawyer.cancel')}
                </button>
              </div>
            </fieldset>
          ) : (
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <button type="button" className="btn-primary" disabled={busy} onClick={() => void onTake()}>
                {take.isPending ? t('lawyer.taking') : t('lawyer.take')}
              </button>
              <button type="button" className="btn-ghost ring-1 ring-slate-300" disabled={busy} onClick={() => setDeclining(true)}>
                {t('lawyer.decline')}
              </button>
            </div>
          )}
        </>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
