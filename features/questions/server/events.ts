import { z } from 'zod';
import { QUESTION_RULES } from '@/features/questions/rules/question-transitions';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** The lawyer a question is offered to now (and who had it before, when it moved on). */
const offered = z.strictObject({ lawyerId: z.string(), previousLawyerId: z.string().optional() });
/** Why a question closed without its answer. */
const why = z.strictObject({ why: z.enum(['unanswered', 'declined', 'lapsed']) });

/**
 * A written question's events (issue 60): every move of its table (QUESTION_RULES), and a client asking the lawyer
 * who answered for a proposal (moves no row).
 */
export const QUESTION_EVENTS = defineEvents(
  'question',
  {
    paid: { payload: offered },
    'decline-moved': { payload: offered },
    'lapse-moved': { payload: offered },
    'decline-refunded': { payload: why },
    'lapse-refunded': { payload: why },
    'answer-overdue': { payload: why },
    'legal-aid-overdue': { payload: why },
    'proposal-requested': { payload: z.strictObject({ lawyerId: z.string() }) },
  },
  { rules: QUESTION_RULES },
);
