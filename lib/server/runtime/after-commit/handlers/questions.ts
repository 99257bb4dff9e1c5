import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { QUESTION_EVENTS } from '@/features/questions/server/events';
import {
  tellQuestionClient,
  tellQuestionFollowUp,
  tellQuestionMoved,
  tellQuestionOffered,
  tellQuestionProposalRequested,
  tellQuestionRefunded,
} from '@/features/questions/server/question-notices';

/** Issue 60: what follows a written question's events (QUESTION_EVENTS); each notice in its reader's language, once per event. */
export const QUESTION_HANDLERS = defineHandlers(QUESTION_EVENTS, {
  paid: (e) => tellQuestionOffered(e.id, e.aggregateId, e.payload.lawyerId),
  'decline-moved': (e) => tellQuestionMoved(e.id, e.aggregateId, e.payload.lawyerId),
  'lapse-moved': (e) => tellQuestionMoved(e.id, e.aggregateId, e.payload.lawyerId),
  take: (e) => tellQuestionClient(e.id, e.aggregateId, 'taken'),
  answer: (e) => tellQuestionClient(e.id, e.aggregateId, 'answered'),
  'follow-up': (e) => tellQuestionFollowUp(e.id, e.aggregateId),
  'follow-up-answer': (e) => tellQuestionClient(e.id, e.aggregateId, 'followUpAnswered'),
  'decline-refunded': (e) => tellQuestionRefunded(e.id, e.aggregateId, 'declined'),
  'lapse-refunded': (e) => tellQuestionRefunded(e.id, e.aggregateId, 'lapsed'),
  'answer-overdue': (e) => tellQuestionRefunded(e.id, e.aggregateId, 'unanswered'),
  // Moves no row: a client asking the lawyer who answered for a proposal.
  'proposal-requested': (e) => tellQuestionProposalRequested(e.id, e.aggregateId),
});
