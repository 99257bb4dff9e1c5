/**
 * THE transition table of written questions (issue 60, "Ask a lawyer in writing"): which side may do
 * what, from which status, where it leads, and what follows once it is committed (`after`: handled by
 * the outbox, never awaited by the request). Every status write goes through
 * features/questions/server/transition.ts, made by the one `stateWriter` (lib/lint/status-writes.test.ts
 * fails on a status written by hand); pages show only the actions `allowedQuestionActions`
 * (written-questions.ts) returns.
 */
import type { StateRule } from '@/lib/rules/state-table';

/** The statuses (the enum written_question_status, migration 0053). */
export type QuestionStatus = 'DRAFT' | 'PAYMENT_PENDING' | 'WAITING' | 'TAKEN' | 'ANSWERED' | 'FOLLOW_UP' | 'CLOSED' | 'REFUNDED';

export type QuestionParty = 'CUSTOMER' | 'LAWYER';
/** PAYMENT is the provider's signed webhook; SYSTEM the scheduler's clock. Neither is a person. */
export type QuestionActor = QuestionParty | 'PAYMENT' | 'SYSTEM';

export type QuestionEvent =
  | 'create'
  | 'edit'
  | 'delete'
  | 'checkout'
  | 'paid'
  | 'payment-failed'
  | 'take'
  | 'take-legal-aid'
  | 'decline-moved'
  | 'decline-refunded'
  | 'lapse-moved'
  | 'lapse-refunded'
  | 'answer'
  | 'answer-overdue'
  | 'legal-aid-overdue'
  | 'follow-up'
  | 'follow-up-answer'
  | 'follow-up-overdue'
  | 'close';

export type QuestionRule = StateRule<QuestionStatus, QuestionEvent, QuestionActor>;

const LAWYER_OFFERED = 'the lawyer told of the offer (the problem and the other parties only)';
const CLIENT_REFUNDED = 'the refund sent to the provider; the client told (in their language) that the question was refunded in full';

export const QUESTION_RULES: readonly QuestionRule[] = [
  { event: 'create', by: ['CUSTOMER'], from: [null], to: 'DRAFT', call: 'POST questions' },
  { event: 'edit', by: ['CUSTOMER'], from: ['DRAFT'], to: null, call: 'PUT questions/{id}, POST or DELETE its files' },
  { event: 'delete', by: ['CUSTOMER'], from: ['DRAFT'], to: null, call: 'DELETE questions/{id}' },
  { event: 'checkout', by: ['CUSTOMER'], from: ['DRAFT'], to: 'PAYMENT_PENDING', call: 'POST questions/{id}/checkout' },
  {
    event: 'paid',
    by: ['PAYMENT'],
    from: ['PAYMENT_PENDING'],
    to: 'WAITING',
    call: 'signed payment webhook: offered to the lawyer, 48 h to take it',
    after: LAWYER_OFFERED,
  },
  {
    event: 'payment-failed',
    by: ['PAYMENT'],
    from: ['PAYMENT_PENDING'],
    to: 'DRAFT',
    call: 'signed payment webhook (failed), or no checkout opened',
  },
  {
    event: 'take',
    by: ['LAWYER'],
    from: ['WAITING'],
    to: 'TAKEN',
    call: 'POST questions/{id}/take (the CPRA §35 statement accepted)',
    after: 'the client told that the lawyer took it',
  },
  {
    event: 'take-legal-aid',
    by: ['LAWYER'],
    from: [null],
    to: 'TAKEN',
    call: 'POST legal-aid/requests/{id}/assessment {decision: QUALIFIES} of a WRITTEN legal-aid request: a free question, no price, no payment (issue 61)',
  },
  {
    event: 'decline-moved',
    by: ['LAWYER'],
    from: ['WAITING'],
    to: 'WAITING',
    call: 'POST questions/{id}/decline: the client ticked the pool and another lawyer of the field is free',
    after: 'the next lawyer told of the offer; the client told it moved',
  },
  {
    event: 'decline-refunded',
    by: ['LAWYER'],
    from: ['WAITING'],
    to: 'REFUNDED',
    call: 'POST questions/{id}/decline: no tick, no other lawyer, or the third lawyer',
    after: CLIENT_REFUNDED,
  },
  {
    event: 'lapse-moved',
    by: ['SYSTEM'],
    from: ['WAITING'],
    to: 'WAITING',
    call: 'the scheduler: 48 h offered and not taken, another lawyer of the field is free',
    after: 'the next lawyer told of the offer; the client told it moved',
  },
  {
    event: 'lapse-refunded',
    by: ['SYSTEM'],
    from: ['WAITING'],
    to: 'REFUNDED',
    call: 'the scheduler: 48 h offered and not taken, nobody else',
    after: CLIENT_REFUNDED,
  },
  {
    event: 'answer',
    by: ['LAWYER'],
    from: ['TAKEN'],
    to: 'ANSWERED',
    call: 'POST questions/{id}/answer (within 48 h of taking it)',
    after: 'the client told the answer is there',
  },
  {
    event: 'answer-overdue',
    by: ['SYSTEM'],
    from: ['TAKEN'],
    to: 'REFUNDED',
    call: 'the scheduler: not answered within 48 h of taking it',
    after: CLIENT_REFUNDED,
  },
  {
    event: 'legal-aid-overdue',
    by: ['SYSTEM'],
    from: ['TAKEN'],
    to: 'CLOSED',
    call: "the legal-aid desk's clock: a free legal-aid question not answered within 48 h of taking it — closed without a refund (nothing was paid), its request back in the queue",
  },
  {
    event: 'follow-up',
    by: ['CUSTOMER'],
    from: ['ANSWERED'],
    to: 'FOLLOW_UP',
    call: 'POST questions/{id}/follow-up (once, within 72 h of the answer)',
    after: 'the lawyer told of the follow-up question',
  },
  {
    event: 'follow-up-answer',
    by: ['LAWYER'],
    from: ['FOLLOW_UP'],
    to: 'CLOSED',
    call: 'POST questions/{id}/follow-up-answer (within 48 h of the follow-up)',
    after: 'the client told the follow-up is answered',
  },
  {
    event: 'follow-up-overdue',
    by: ['SYSTEM'],
    from: ['FOLLOW_UP'],
    to: 'CLOSED',
    call: 'the scheduler: the follow-up not answered within 48 h (closed, no refund: the question was answered)',
  },
  { event: 'close', by: ['SYSTEM'], from: ['ANSWERED'], to: 'CLOSED', call: 'the scheduler: 72 h after the answer, no follow-up' },
];
