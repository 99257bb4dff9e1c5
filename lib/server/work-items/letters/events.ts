import { z } from 'zod';
import { LETTER_RULES } from '@/lib/rules/letter-transitions';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/**
 * An engagement letter's events: every move of its table (LETTER_RULES), and a signing code sent (the recorded
 * text or mail it names, never the code).
 */
export const LETTER_EVENTS = defineEvents(
  'letter',
  {
    // A letter prepared names its work item.
    prepare: { payload: z.strictObject({ work_item_id: z.string() }) },
    code: { payload: z.strictObject({ smsId: z.string().optional(), emailId: z.string().optional() }) },
  },
  { rules: LETTER_RULES },
);
