/**
 * Pure rules of written questions (issue 60): the lawyer's price bounds, the deadlines as functions of
 * times, what a viewer may do now and what a lawyer may read. The server decides with them; pages show
 * what the server sends (allowedQuestionActions).
 */
import { QUESTION_RULES, type QuestionEvent, type QuestionParty, type QuestionStatus } from './question-transitions';

/** A lawyer's written-question price (centavos): ₱300–₱5,000, ₱500 suggested; null: not offered (migration 0053's check). */
export const QUESTION_PRICE_BOUNDS = { min: 30_000, max: 500_000, suggested: 50_000 } as const;

export const QUESTION_LIMITS = {
  facts: 3_000,
  wants: 1_000,
  answer: 10_000,
  otherPartiesMin: 1,
  otherPartiesMax: 5,
  files: 5,
  /** At most this many lawyers are offered one question (the first included). */
  lawyers: 3,
} as const;

const HOUR = 3_600_000;
/** Hours a lawyer has to take an offer, to answer once taken, the client to ask a follow-up, the lawyer to answer it. */
export const QUESTION_HOURS = { take: 48, answer: 48, followUp: 72, followUpAnswer: 48 } as const;

export const DECLINE_REASONS = ['conflict', 'not-my-field', 'no-time'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * CPRA (A.M. No. 22-09-01-SC) Canon III §35: a limited legal service must say so. The words are the
 * catalogues' `questions.scopeStatement` (messages/{en,fil}/notices.json); the version is stored with
 * the lawyer's acceptance, so a later wording never rewrites what they accepted.
 */
export const SCOPE_STATEMENT_VERSION = 'cpra-iii-35-v1';

export function isQuestionPrice(centavos: number): boolean {
  return Number.isInteger(centavos) && centavos >= QUESTION_PRICE_BOUNDS.min && centavos <= QUESTION_PRICE_BOUNDS.max;
}

const plus = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);
/** When an offer made at `offeredAt` lapses. */
export const takeDueAt = (offeredAt: Date) => plus(offeredAt, QUESTION_HOURS.take);
/** When the answer is due, the question taken at `takenAt`. */
export const answerDueAt = (takenAt: Date) => plus(takenAt, QUESTION_HOURS.answer);
/** Until when the client may ask their one follow-up, answered at `answeredAt`. */
export const followUpDueAt = (answeredAt: Date) => plus(answeredAt, QUESTION_HOURS.followUp);
/** When the follow-up's answer is due, asked at `askedAt`. */
export const followUpAnswerDueAt = (askedAt: Date) => plus(askedAt, QUESTION_HOURS.followUpAnswer);

export type QuestionViewer = QuestionParty;

/** The actions a person may ask for (the scheduler's and the provider's are not theirs). */
export type QuestionAction =
  Extract<QuestionEvent, 'edit' | 'delete' | 'checkout' | 'take' | 'answer' | 'follow-up' | 'follow-up-answer'> | 'decline';

type Clocked = {
  status: QuestionStatus;
  take_due_at?: string | Date | null;
  answer_due_at?: string | Date | null;
  follow_up_due_at?: string | Date | null;
};

const before = (now: Date, due: string | Date | null | undefined) => due != null && now.getTime() < new Date(due).getTime();

/**
 * What the viewer may do now: the table (by, from), and the clocks — an offer past its 48 h is no longer
 * taken nor declined, an answer past its due time is refused (the scheduler refunds it), a follow-up only
 * within 72 h of the answer, its answer within 48 h of it.
 */
export function allowedQuestionActions(question: Clocked, viewer: QuestionViewer, now: Date): QuestionAction[] {
  const byTable = (event: QuestionEvent) => {
    const rule = QUESTION_RULES.find((r) => r.event === event)!;
    return rule.by.includes(viewer) && rule.from.includes(question.status);
  };
  const actions: QuestionAction[] = [];
  for (const event of ['edit', 'delete', 'checkout'] as const) if (byTable(event)) actions.push(event);
  if (byTable('take') && before(now, question.take_due_at)) actions.push('take', 'decline');
  if (byTable('answer') && before(now, question.answer_due_at)) actions.push('answer');
  if (byTable('follow-up') && before(now, question.follow_up_due_at)) actions.push('follow-up');
  if (byTable('follow-up-answer') && before(now, question.answer_due_at)) actions.push('follow-up-answer');
  return actions;
}

/**
 * The lawyer reads the facts, the question and the files only once they took it (the conflict check
 * comes first: the problem and the other parties' names); the client always reads their own.
 */
export function lawyerMaySeeFacts(status: QuestionStatus, viewer: QuestionViewer): boolean {
  if (viewer === 'CUSTOMER') return true;
  return status === 'TAKEN' || status === 'ANSWERED' || status === 'FOLLOW_UP' || status === 'CLOSED';
}

/**
 * Who may review a written question, as one rule for POST questions/{id}/review and the page's
 * `can_review`: only its client, once the lawyer answered (ANSWERED, FOLLOW_UP or CLOSED: a refunded
 * question was never answered). One review per question; a second POST updates it, as for a meeting.
 */
export function mayReviewQuestion(status: QuestionStatus, viewer: QuestionViewer): boolean {
  return viewer === 'CUSTOMER' && (status === 'ANSWERED' || status === 'FOLLOW_UP' || status === 'CLOSED');
}
