'use client';

import Link from 'next/link';
import { StarReviewForm } from '@/components/meetings/review-form';
import { questionsApi, useQuestion, useQuestionStep, type QuestionView } from '@/features/questions/api/questions';
import { formatPeso } from '@/lib/format/money';
import { formatDayTime } from '@/lib/format/zoned-time';
import { useHref, useLocale, useT, type Translate } from '@/lib/i18n/client';
import { WRITTEN_ANSWER_MINUTES } from '@/features/legal-aid/rules/legal-aid';
import { AskProposal } from './ask-proposal';
import { FullQuestion } from './full-question';
import { MessageForm } from './message-form';
import { QuestionOffer } from './question-offer';
import { dueText, pendingDue, QuestionStatus } from './question-words';

type Full = Extract<QuestionView, { view: 'full' }>;
type Props = {
  role: 'client' | 'lawyer';
  initial: QuestionView;
  /** The problem's name in the page's language (drawn on the server). */
  problem: string;
  now: number;
  /** The client's "Book a call with this lawyer" once answered (the booking carries the question), from the server. */
  bookHref?: string;
  /** Answered: whether the client asked for a proposal (a work item) from it (the server's word); absent before. */
  proposal?: { asked: boolean };
};

const ZONE = 'Asia/Manila';

const multipart = (body: string, files: File[]) => {
  const form = new FormData();
  form.append('body', body);
  for (const file of files) form.append('files', file);
  return form;
};

/**
 * One written question (issue 60). The client reads it whole, its answer and their one follow-up form
 * while the server allows it. The lawyer it is offered to reads only the offer — the problem, the other
 * parties, the language, the price and the time left — with "Take it" (accepting the CPRA §35
 * statement) and "Decline"; once taken, the facts, the question, the files and the answer forms.
 * What may be done is the server's `allowed`, never worked out here.
 */
export function QuestionDetail({ role, initial, problem, now, bookHref, proposal }: Props) {
  const t = useT('questions');
  const locale = useLocale();
  const href = useHref();
  const { data } = useQuestion(initial._id, initial);
  const q = data ?? initial;
  const due = pendingDue(q);
  const answer = useQuestionStep(q._id, ({ body, files }: { body: string; files: File[] }) =>
    questionsApi.answer(q._id, multipart(body, files)),
  );
  const followUpAnswer = useQuestionStep(q._id, ({ body, files }: { body: string; files: File[] }) =>
    questionsApi.followUpAnswer(q._id, multipart(body, files)),
  );
  const followUp = useQuestionStep(q._id, (body: string) => questionsApi.followUp(q._id, body));
  const review = useQuestionStep(q._id, (fields: { rating: number; comment?: string }) => questionsApi.review(q._id, fields));
  const when = (at: string) => t('time.inManila', { time: formatDayTime(at, ZONE, locale) });

  return (
    <div className="flex flex-col gap-5">
      <Link
        href={href(role === 'client' ? '/customer-portal/questions' : '/lawyer-portal/questions')}
        className="text-sm text-primary-700 hover:underline"
      >
        ← {t('page.back')}
      </Link>
      <header className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{problem}</h1>
          <QuestionStatus status={q.status} t={t} offer={role === 'lawyer' && q.allowed.includes('take')} />
        </div>
        {due && (
          <p className="mt-1 text-sm font-medium text-amber-800">
            {dueText(t, due, now, role)} · <span className="font-normal text-slate-600">{t('time.due', { when: when(due.at) })}</span>
          </p>
        )}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <Fact label={t('page.parties')} value={q.other_parties.join(', ')} />
          <Fact label={t('page.language')} value={q.language === 'fil' ? t('ask.languageFil') : t('ask.languageEn')} />
          {q.price_centavos !== null && <Fact label={t('page.price')} value={formatPeso(q.price_centavos)} />}
        </dl>
      </header>

      {q.view === 'offer' ? (
        <QuestionOffer id={q._id} allowed={q.allowed} t={t} />
      ) : (
        <>
          <StatusNote q={q} role={role} t={t} when={when} />
          <FullQuestion q={q} role={role} t={t} />
          {role === 'lawyer' && q.allowed.includes('answer') && (
            <MessageForm
              id="answer"
              title={t('lawyer.answerTitle')}
              hint={t('lawyer.answerHint')}
              submitText={t('lawyer.sendAnswer')}
              doneText={t('lawyer.answerSent')}
              withFiles
              send={(body, files) => answer.mutateAsync({ body, files })}
              note={q.legal_aid ? t('lawyer.legalAidMinutes', { minutes: WRITTEN_ANSWER_MINUTES }) : undefined}
            />
          )}
          {role === 'lawyer' && q.allowed.includes('follow-up-answer') && (
            <MessageForm
              id="follow-up-answer"
              title={t('lawyer.followUpAnswerTitle')}
              hint={t('lawyer.answerHint')}
              submitText={t('lawyer.sendAnswer')}
              doneText={t('lawyer.answerSent')}
              withFiles
              send={(body, files) => followUpAnswer.mutateAsync({ body, files })}
            />
          )}
          {role === 'client' && (bookHref || proposal) && (
            <section className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
              {bookHref && (
                <div>
                  <a href={href(bookHref)} className="btn-primary w-full sm:w-auto" data-testid="book-with-question">
                    {t('carry.book')}
                  </a>
                  <p className="mt-2 text-sm text-slate-600">{t('carry.bookHint')}</p>
                </div>
              )}
              {proposal && <AskProposal id={q._id} lawyer={q.lawyer.name} asked={proposal.asked} t={t} />}
            </section>
          )}
          {role === 'lawyer' && proposal?.asked && (
            <p className="rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900">
              {t('carry.lawyerProposalAsked')}{' '}
              <Link className="font-semibold underline" href={href(`/lawyer-portal/work-items/proposal?question=${q._id}`)}>
                {t('carry.startProposal')}
              </Link>
            </p>
          )}
          {role === 'client' && q.allowed.includes('follow-up') && (
            <MessageForm
              id="follow-up"
              title={t('page.askFollowUp')}
              hint={t('page.followUpHint')}
              submitText={t('page.sendFollowUp')}
              doneText={t('page.followUpSent')}
              withFiles={false}
              send={(body) => followUp.mutateAsync(body)}
            />
          )}
          {/* Issue 60: the answer is reviewed as a meeting is, once it is there (the server's can_review). */}
          {role === 'client' && q.can_review && (
            <StarReviewForm
              review={q.review}
              title={t('review.title')}
              pending={review.isPending}
              save={(fields) => review.mutateAsync(fields)}
            />
          )}
        </>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{value}</dd>
    </div>
  );
}

function StatusNote({ q, role, t, when }: { q: Full; role: 'client' | 'lawyer'; t: Translate<'questions'>; when: (at: string) => string }) {
  const href = useHref();
  let note: React.ReactNode = null;
  if (role === 'client' && q.status === 'DRAFT')
    note = (
      <>
        {t('page.draftNote')}{' '}
        <Link className="font-semibold underline" href={href(`/customer-portal/questions/new?lawyer=${q.lawyer._id}`)}>
          {t('page.continueDraft')}
        </Link>
      </>
    );
  else if (role === 'client' && (q.status === 'WAITING' || q.status === 'PAYMENT_PENDING')) note = t('page.waitingLawyer');
  else if (role === 'client' && q.status === 'TAKEN' && q.answer_due_at) note = t('page.waitingAnswer', { when: when(q.answer_due_at) });
  else if (q.status === 'REFUNDED') note = t('page.refunded');
  else if (q.status === 'CLOSED') note = t('page.closed');
  if (!note) return null;
  return <p className="rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900">{note}</p>;
}
