'use client';

import { Paperclip } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { StarReviewForm } from '@/components/meetings/review-form';
import { useFailureText } from '@/components/ui/form-messages';
import { questionsApi, useQuestion, useQuestionStep, type QuestionView } from '@/lib/api/questions';
import { formatPeso } from '@/lib/format/money';
import { formatDayTime } from '@/lib/format/zoned-time';
import { useHref, useLocale, useT, type Translate } from '@/lib/i18n/client';
import { DECLINE_REASONS, SCOPE_STATEMENT_VERSION, type DeclineReason } from '@/lib/rules/written-questions';
import { MessageForm } from './message-form';
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

const multipart = (body: string, files: File[], minutes?: number) => {
  const form = new FormData();
  form.append('body', body);
  for (const file of files) form.append('files', file);
  if (minutes !== undefined) form.append('minutes', String(minutes));
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
  const answer = useQuestionStep(q._id, ({ body, files, minutes }: { body: string; files: File[]; minutes?: number }) =>
    questionsApi.answer(q._id, multipart(body, files, minutes)),
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
        <Offer id={q._id} allowed={q.allowed} t={t} />
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
              send={(body, files, minutes) => answer.mutateAsync({ body, files, minutes })}
              minutes={
                q.legal_aid
                  ? { label: t('lawyer.minutesLabel'), hint: t('lawyer.minutesHint'), invalid: t('lawyer.minutesInvalid') }
                  : undefined
              }
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

/** "Ask for a proposal (work item)": the lawyer is told (after the commit), once; then it says so. */
function AskProposal({ id, lawyer, asked: askedBefore, t }: { id: string; lawyer: string; asked: boolean; t: Translate<'questions'> }) {
  const [asked, setAsked] = useState(askedBefore);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ask = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await questionsApi.requestProposal(id);
      setAsked(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  if (asked)
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('carry.proposalAsked', { lawyer })}
      </p>
    );
  return (
    <div>
      <button type="button" className="btn-secondary w-full sm:w-auto" disabled={busy} onClick={() => void ask()}>
        {t('carry.askProposal')}
      </button>
      <p className="mt-2 text-sm text-slate-600">{t('carry.askProposalHint', { lawyer })}</p>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('carry.proposalAskFailed')}
        </p>
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

function Files({ files, t }: { files: Full['files']; t: Translate<'questions'> }) {
  if (!files.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file._id}>
          <a
            href={file.url}
            className="inline-flex max-w-full items-center gap-1 truncate rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-200"
            aria-label={t('page.fileOpen', { name: file.name })}
          >
            <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="truncate">{file.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function FullQuestion({ q, role, t }: { q: Full; role: 'client' | 'lawyer'; t: Translate<'questions'> }) {
  const heading = {
    answer: t('page.answer'),
    'follow-up': role === 'client' ? t('page.followUp') : t('page.followUpLawyer'),
    'follow-up-answer': t('page.followUpAnswer'),
  };
  return (
    <>
      <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('page.facts')}</h2>
        <p className="mt-2 whitespace-pre-line text-slate-900">{q.facts}</p>
        <h2 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('page.wants')}</h2>
        <p className="mt-2 whitespace-pre-line font-medium text-slate-900">{q.wants}</p>
        <h2 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('page.files')}</h2>
        {q.files.length ? <Files files={q.files} t={t} /> : <p className="mt-2 text-sm text-slate-600">{t('page.noFiles')}</p>}
      </section>
      {q.messages.map((m) => (
        <section
          key={`${m.kind}-${m.created_at}`}
          className={`rounded-xl p-5 shadow-sm ring-1 sm:p-6 ${m.kind === 'follow-up' ? 'bg-white ring-slate-200' : 'bg-primary-50/40 ring-primary-100'}`}
        >
          <h2 className="text-base font-semibold text-slate-900">{heading[m.kind]}</h2>
          {m.kind !== 'follow-up' && <p className="text-sm text-slate-600">{t('page.by', { lawyer: q.lawyer.name })}</p>}
          <p className="mt-3 whitespace-pre-line text-slate-900">{m.body}</p>
          <Files files={m.files} t={t} />
        </section>
      ))}
      {q.answered_at && q.status !== 'REFUNDED' && (
        // A plain link: the server makes the PDF (question, answer, §35 statement, verification code) in the reader's language.
        <p>
          <a
            href={`/api/v1/questions/${q._id}/pdf`}
            download
            className="btn-ghost inline-flex ring-1 ring-slate-300"
            data-testid="question-pdf"
          >
            {t('pdf.download')}
          </a>
        </p>
      )}
    </>
  );
}

/** Before taking: the §35 statement, "Take it" and "Decline" with its reason. */
function Offer({ id, allowed, t }: { id: string; allowed: QuestionView['allowed']; t: Translate<'questions'> }) {
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
