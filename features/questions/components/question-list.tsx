'use client';

import Link from 'next/link';
import { useQuestions, type QuestionView } from '@/features/questions/api/questions';
import { formatPeso } from '@/lib/format/money';
import { useHref, useT } from '@/lib/i18n/client';
import { dueText, pendingDue, QuestionStatus } from './question-words';

type Props = {
  role: 'client' | 'lawyer';
  initial: QuestionView[];
  /** The legal problems' names in the page's language (drawn on the server). */
  problems: Record<number, string>;
  /** The server's render time (ms): time left reads the same on both sides. */
  now: number;
};

/**
 * "My questions" (a client's) or the lawyer's queue of written questions (issue 60): each with its
 * problem, its state in words and the time left on what it waits for.
 */
export function QuestionList({ role, initial, problems, now }: Props) {
  const t = useT('questions');
  const href = useHref();
  const { data } = useQuestions(initial);
  const questions = data ?? initial;
  const base = href(role === 'client' ? '/customer-portal/questions' : '/lawyer-portal/questions');
  if (!questions.length)
    return (
      <div className="px-2 py-10 text-center">
        <p className="font-semibold text-slate-900">{role === 'client' ? t('list.empty') : t('list.lawyerEmpty')}</p>
        <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">
          {role === 'client' ? t('list.emptyHint') : t('list.lawyerEmptyHint')}
        </p>
        {role === 'client' && (
          <Link href={href('/lawyers-online')} className="btn-primary mt-5 inline-flex">
            {t('list.findLawyer')}
          </Link>
        )}
      </div>
    );
  return (
    <ul className="divide-y divide-slate-200">
      {questions.map((q) => {
        const due = pendingDue(q);
        const offer = role === 'lawyer' && q.allowed.includes('take');
        const target =
          role === 'client' && q.status === 'DRAFT' && q.view === 'full'
            ? href(`/customer-portal/questions/new?lawyer=${q.lawyer._id}`)
            : `${base}/${q._id}`;
        return (
          <li key={q._id}>
            <Link href={target} className="flex flex-col gap-2 rounded-lg px-2 py-4 hover:bg-slate-50 sm:flex-row sm:items-start sm:gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{problems[q.problem] ?? ''}</p>
                <p className="break-words text-sm text-slate-700">
                  {role === 'client'
                    ? q.view === 'full'
                      ? t('list.to', { lawyer: q.lawyer.name })
                      : t('list.toAny')
                    : t('list.parties', { names: q.other_parties.join(', ') })}
                </p>
                <p className="mt-0.5 text-sm text-slate-600">
                  {q.price_centavos !== null && <span>{formatPeso(q.price_centavos)}</span>}
                  {due && (
                    <span className={due.kind === 'take' && offer ? 'font-semibold text-amber-800' : ''}>
                      {q.price_centavos !== null && ' · '}
                      {dueText(t, due, now, role)}
                    </span>
                  )}
                </p>
              </div>
              {/* On a phone the state comes first under the problem's name; beside it on a wider screen. */}
              <div className="order-first flex shrink-0 items-center gap-2 sm:order-none sm:flex-col sm:items-end sm:gap-1">
                <QuestionStatus status={q.status} t={t} offer={offer} />
                {role === 'client' && q.status === 'DRAFT' && (
                  <span className="text-xs font-semibold text-primary-700">{t('list.continueDraft')}</span>
                )}
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
