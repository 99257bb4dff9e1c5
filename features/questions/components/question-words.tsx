'use client';

import type { QuestionView } from '@/features/questions/api/questions';
import type { Translate } from '@/lib/i18n/client';

const HOUR = 3_600_000;

/** The deadline the question waits on now, as the server sent it: taking, the answer, or the follow-up. */
export function pendingDue(q: QuestionView): { kind: 'take' | 'answer' | 'followUp'; at: string } | null {
  if (q.status === 'WAITING' && q.take_due_at) return { kind: 'take', at: q.take_due_at };
  if (q.view !== 'full') return null;
  if ((q.status === 'TAKEN' || q.status === 'FOLLOW_UP') && q.answer_due_at) return { kind: 'answer', at: q.answer_due_at };
  if (q.status === 'ANSWERED' && q.follow_up_due_at) return { kind: 'followUp', at: q.follow_up_due_at };
  return null;
}

/** "31 hours left" (whole hours, never below 0): `now` is the server's render time, so both sides agree. */
function hoursLeft(t: Translate<'questions'>, at: string, now: number): string {
  return t('time.hoursLeft', { hours: Math.max(0, Math.floor((new Date(at).getTime() - now) / HOUR)) });
}

/** What the time left is for: "36 hours left to take it" (the lawyer), "31 hours left to answer", "60 hours left to ask a follow-up". */
export function dueText(
  t: Translate<'questions'>,
  due: NonNullable<ReturnType<typeof pendingDue>>,
  now: number,
  role: 'client' | 'lawyer',
): string {
  const left = hoursLeft(t, due.at, now);
  if (due.kind === 'take') return role === 'lawyer' ? t('time.takeLeft', { left }) : left;
  return due.kind === 'answer' ? t('time.answerLeft', { left }) : t('time.followUpLeft', { left });
}

const TONE: Record<QuestionView['status'], string> = {
  DRAFT: 'bg-slate-100 text-slate-700',
  PAYMENT_PENDING: 'bg-amber-50 text-amber-800',
  WAITING: 'bg-amber-50 text-amber-800',
  TAKEN: 'bg-sky-50 text-sky-800',
  ANSWERED: 'bg-primary-50 text-primary-800',
  FOLLOW_UP: 'bg-sky-50 text-sky-800',
  CLOSED: 'bg-slate-100 text-slate-700',
  REFUNDED: 'bg-slate-100 text-slate-700',
};

/** The question's state in words, as a pill. */
export function QuestionStatus({
  status,
  t,
  offer = false,
}: {
  status: QuestionView['status'];
  t: Translate<'questions'>;
  offer?: boolean;
}) {
  // To the lawyer it is offered to, an offer is news, not "waiting for a lawyer".
  if (offer)
    return (
      <span
        className="inline-flex shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
        data-status={status}
      >
        {t('list.offer')}
      </span>
    );
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
