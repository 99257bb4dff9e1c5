import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { formatPeso } from '@/lib/format/money';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemInText } from '@/lib/reference/problem-label';
import { findRecipient, noticeText, type Recipient } from '@/lib/server/messaging/notifications/recipient';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { translator } from '@/lib/i18n/translator';

// What a written question's events tell its client and its lawyer (issue 60), each after the commit by
// the outbox's handler of its event (lib/server/runtime/after-commit/handlers/questions.ts), in the reader's
// own language, once per event (the dedupe key is the event's id). Simple mails, like work items': a
// sentence or two and the link. The lawyer's offer names the problem and the other parties only.

const clientPath = (id: string) => `/customer-portal/questions/${id}`;
const lawyerPath = (id: string) => `/lawyer-portal/questions/${id}`;

type Question = typeof t.writtenQuestions.$inferSelect & { lawyerName: string };

async function loadQuestion(questionId: string): Promise<Question | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ q: t.writtenQuestions, lawyerName: t.lawyerProfiles.displayName })
    .from(t.writtenQuestions)
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.writtenQuestions.lawyerId))
    .where(eq(t.writtenQuestions.id, questionId));
  return row ? { ...row.q, lawyerName: row.lawyerName } : undefined;
}

const problemIn = (who: Recipient, problem: number) => {
  const found = findLegalProblem(problem);
  return found ? problemInText(problemLabelsFor(who.language), found) : String(problem);
};

type Words = 'offered' | 'taken' | 'answered' | 'followUp' | 'followUpAnswered' | 'refunded' | 'moved';

/** One notice: subject and title from the kind's words, the body its sentence, the link the reader's portal. */
async function tell(
  who: Recipient | undefined,
  q: Question,
  words: Words,
  eventId: string,
  params: Record<string, string> = {},
): Promise<void> {
  if (!who) return;
  const w = noticeText(who.language);
  const all = { problem: problemIn(who, q.problem), lawyer: q.lawyerName, ...params };
  const sentence = w(`question.${words}`, all);
  const path = who.id === q.customerId ? clientPath(q.id) : lawyerPath(q.id);
  await tellUser({
    user: who,
    locale: who.language,
    subject: w(`question.${words}Subject`, all),
    paragraphs: [sentence],
    path,
    notification: {
      title: w(`question.${words === 'offered' ? 'offeredTitle' : `${words}Title`}`),
      body: words === 'offered' ? w('question.offeredBody', all) : sentence,
      icon: 'new-work-item',
    },
    dedupeKey: `question-${words}:${eventId}:${who.id}`,
  });
}

/** Offered to a lawyer (paid, or passed on to them): the problem, the other parties, the fee — nothing else. */
export async function tellQuestionOffered(eventId: string, questionId: string, lawyerId: string): Promise<void> {
  const q = await loadQuestion(questionId);
  if (!q || q.lawyerId !== lawyerId) return;
  await tell(await findRecipient(lawyerId), q, 'offered', eventId, {
    parties: q.otherParties.join(', '),
    fee: formatPeso(q.priceCentavos ?? 0),
  });
}

/** Passed on: the next lawyer is offered it, the client told it moved. */
export async function tellQuestionMoved(eventId: string, questionId: string, lawyerId: string): Promise<void> {
  await tellQuestionOffered(eventId, questionId, lawyerId);
  const q = await loadQuestion(questionId);
  if (q) await tell(await findRecipient(q.customerId), q, 'moved', eventId);
}

/** The client told of a step of the lawyer (taken, answered, follow-up answered). */
export async function tellQuestionClient(
  eventId: string,
  questionId: string,
  words: 'taken' | 'answered' | 'followUpAnswered',
): Promise<void> {
  const q = await loadQuestion(questionId);
  if (q) await tell(await findRecipient(q.customerId), q, words, eventId);
}

/** The lawyer told of the client's follow-up question. */
export async function tellQuestionFollowUp(eventId: string, questionId: string): Promise<void> {
  const q = await loadQuestion(questionId);
  if (q) await tell(await findRecipient(q.lawyerId), q, 'followUp', eventId);
}

/**
 * The lawyer told the client asks them for a proposal from the answer (issue 60): the link opens a proposal
 * prefilled from the question (lawyer-portal/work-items/proposal?question=). Words: `questions.carry`.
 */
export async function tellQuestionProposalRequested(eventId: string, questionId: string): Promise<void> {
  const q = await loadQuestion(questionId);
  const who = q && (await findRecipient(q.lawyerId));
  if (!q || !who) return;
  const w = translator(who.language, 'questions');
  const sentence = w('carry.proposalRequested', { problem: problemIn(who, q.problem) });
  await tellUser({
    user: who,
    locale: who.language,
    subject: w('carry.proposalRequestedSubject', { problem: problemIn(who, q.problem) }),
    paragraphs: [sentence],
    path: `/lawyer-portal/work-items/proposal?question=${q.id}`,
    notification: { title: w('carry.proposalRequestedTitle'), body: sentence, icon: 'new-work-item' },
    dedupeKey: `question-proposal:${eventId}:${who.id}`,
  });
}

/** The client told their question was refunded in full, and why (declined, lapsed, unanswered). */
export async function tellQuestionRefunded(eventId: string, questionId: string, why: string): Promise<void> {
  const q = await loadQuestion(questionId);
  if (!q) return;
  await tell(await findRecipient(q.customerId), q, 'refunded', eventId, { why, amount: formatPeso(q.priceCentavos ?? 0) });
}
