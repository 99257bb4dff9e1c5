'use client';

import { useState } from 'react';
import { legalAidApi } from '@/features/legal-aid/api/legal-aid';
import type { LegalAidQueueDto, LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';
import { useErrorText, useT } from '@/lib/i18n/client';
import { SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import { AssessmentPanel } from './assessment-panel';

type Props = {
  initial: LegalAidQueueDto;
  /** The problems' names in the page's language, drawn on the server. */
  problems: Record<number, string>;
  /** The lawyer's zone, for the times of a claimed question's assessment. */
  timeZone: string;
};

/**
 * Issue 61, the legal-aid desk's queue on /lawyer-portal/legal-aid: the unclaimed free written questions of the
 * lawyer's areas, oldest first — only the problem, the area, the other parties (the conflict check first) and how
 * long each waits. "Take" shows the CPRA §35 statement; accepting it claims the question, and the person's
 * declaration follows for the assessment (AssessmentPanel). The server decides; this shows what it says.
 */
export function LegalAidQueuePanel({ initial, problems, timeZone }: Props) {
  const t = useT('portal');
  const notices = useT('notices');
  const errorText = useErrorText();
  const [queue, setQueue] = useState(initial);
  const [asking, setAsking] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<LegalAidRequestDto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function take(id: string) {
    setBusy(true);
    setError(null);
    try {
      const request = await legalAidApi.claim(id, SCOPE_STATEMENT_VERSION);
      setClaimed((now) => [request, ...now]);
      setQueue((now) => ({
        ...now,
        written_left: Math.max(0, now.written_left - 1),
        questions: now.questions.filter((q) => q._id !== id),
      }));
      setAsking(null);
    } catch (e) {
      setError(errorText(e as Error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" data-testid="written-left">
        {t('legalAidDesk.queue.left', { left: queue.written_left, total: queue.written_per_month })}
      </p>
      {claimed.map((r) => (
        <AssessmentPanel key={r._id} initial={r} timeZone={timeZone} />
      ))}
      {queue.questions.length === 0 ? (
        <p className="text-slate-700">{t('legalAidDesk.queue.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {queue.questions.map((q) => (
            <li key={q._id} className="rounded border border-slate-200 p-4">
              <p className="font-medium text-slate-900">{problems[q.problem] ?? q.problem}</p>
              <p className="text-sm text-slate-700">{t('legalAidDesk.queue.otherParties', { names: q.other_parties.join(', ') })}</p>
              <p className="text-sm text-slate-600">{t('legalAidDesk.queue.waiting', { hours: q.waiting_hours })}</p>
              {asking === q._id ? (
                <div className="mt-3 space-y-3">
                  <div className="rounded bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                    <p className="font-semibold text-slate-900">{t('legalAidDesk.queue.scopeTitle')}</p>
                    <p className="mt-1 text-slate-700" data-testid="scope-statement">
                      {notices('question.scopeStatement')}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void take(q._id)}
                      className="rounded bg-emerald-700 px-4 py-2 text-white"
                    >
                      {t('legalAidDesk.queue.accept')}
                    </button>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => setAsking(null)}
                      className="rounded border border-slate-300 px-4 py-2"
                    >
                      {t('legalAidDesk.queue.back')}
                    </button>
                  </div>
                </div>
              ) : (
                <button
                  type="button"
                  disabled={busy || queue.written_left === 0}
                  onClick={() => setAsking(q._id)}
                  className="btn-primary mt-3 disabled:opacity-50"
                >
                  {t('legalAidDesk.queue.take')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
