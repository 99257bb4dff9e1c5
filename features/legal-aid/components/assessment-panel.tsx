'use client';

import { useState } from 'react';
import { legalAidApi } from '@/features/legal-aid/api/legal-aid';
import type { LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';
import { formatWithManila } from '@/lib/format/zoned-time';
import { useErrorText, useHref, useLocale, useT } from '@/lib/i18n/client';
import { DECLINE_ASSESSMENT_REASONS, type DeclineAssessmentReason } from '@/features/legal-aid/rules/legal-aid';

/**
 * A legal-aid request waiting for its lawyer's assessment: the person's declaration, and "Qualifies" or
 * "Decline" with a reason and a note. Shown on /lawyer-portal/legal-aid and on the lawyer's meeting page.
 * Once decided, when and by whom (issue 72), and the consultation's time, in the lawyer's zone (`timeZone`).
 */
export function AssessmentPanel({ initial, timeZone }: { initial: LegalAidRequestDto; timeZone: string }) {
  const t = useT('portal');
  const locale = useLocale();
  const href = useHref();
  const errorText = useErrorText();
  const [request, setRequest] = useState(initial);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineAssessmentReason>('income-above');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const d = request.declaration;

  async function decide(decision: 'QUALIFIES' | 'DECLINED') {
    setBusy(true);
    setError(null);
    try {
      setRequest(
        await legalAidApi.assess(
          request._id,
          decision === 'QUALIFIES' ? { decision } : { decision, reason, note: note.trim() || undefined },
        ),
      );
    } catch (e) {
      setError(errorText(e as Error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="rounded border border-slate-200 p-4">
      <p className="font-medium text-slate-900">
        {request.client.first_name} {request.client.last_name}
        {request.start_time && (
          <span className="ml-2 text-sm text-slate-600">{formatWithManila(request.start_time, timeZone, locale)}</span>
        )}
      </p>
      <p className="text-sm text-slate-700" role="status" data-testid="assessment-status">
        <span className="font-medium">{t(`legalAidDesk.status.${request.status}`)}</span>
        {request.assessed_at && request.assessed_by
          ? ` · ${t('legalAidDesk.assessedBy', {
              name: request.assessed_by.name,
              time: formatWithManila(request.assessed_at, timeZone, locale),
            })}`
          : null}
      </p>
      {d && (
        <dl className="mt-3 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
          <dt className="text-slate-600">{t('legalAidDesk.declaration.household')}</dt>
          <dd>{d.household_size}</dd>
          <dt className="text-slate-600">{t('legalAidDesk.declaration.income')}</dt>
          <dd>₱{d.monthly_income_pesos.toLocaleString()}</dd>
          <dt className="text-slate-600">{t('legalAidDesk.declaration.incomeSource')}</dt>
          <dd>{d.income_source}</dd>
          <dt className="text-slate-600">{t('legalAidDesk.declaration.property')}</dt>
          <dd>{d.property || '—'}</dd>
          <dt className="text-slate-600">{t('legalAidDesk.declaration.reason')}</dt>
          <dd className="whitespace-pre-line">{d.reason}</dd>
        </dl>
      )}
      {request.allowed.includes('assess') && (
        <div className="mt-4 space-y-3">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => decide('QUALIFIES')}
              className="rounded bg-emerald-700 px-4 py-2 text-white"
            >
              {t('legalAidDesk.assess.qualifies')}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setDeclining((v) => !v)}
              className="rounded border border-slate-300 px-4 py-2"
            >
              {t('legalAidDesk.assess.decline')}
            </button>
          </div>
          {declining && (
            <div className="space-y-2">
              <label className="block text-sm">
                {t('legalAidDesk.assess.reason')}
                <select
                  value={reason}
                  onChange={(e) => setReason(e.target.value as DeclineAssessmentReason)}
                  className="mt-1 block rounded border border-slate-300 px-2 py-1"
                >
                  {DECLINE_ASSESSMENT_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`legalAidDesk.reasons.${r as 'other'}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-sm">
                {t('legalAidDesk.assess.note')}
                <textarea
                  value={note}
                  maxLength={500}
                  onChange={(e) => setNote(e.target.value)}
                  className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
                />
              </label>
              <button type="button" disabled={busy} onClick={() => decide('DECLINED')} className="rounded bg-red-700 px-4 py-2 text-white">
                {t('legalAidDesk.assess.confirmDecline')}
              </button>
            </div>
          )}
        </div>
      )}
      {/* A free written question found to qualify is now a written question of theirs: read and answer it there. */}
      {request.question_id && request.status === 'QUALIFIED' && (
        <a
          href={href(`/lawyer-portal/questions/${request.question_id}`)}
          className="btn-primary mt-4 inline-block"
          data-testid="answer-question"
        >
          {t('legalAidDesk.queue.answer')}
        </a>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
