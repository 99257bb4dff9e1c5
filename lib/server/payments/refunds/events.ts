import { z } from 'zod';
import { REFUND_RULES } from '@/lib/rules/refund-transitions';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** The payment a new refund row is of. */
const ofPayment = { payload: z.strictObject({ payment_id: z.string() }) };

/** A refund's events: the moves of its table (REFUND_RULES); the ones that write its row name its payment. */
export const REFUND_EVENTS = defineEvents(
  'refund',
  { grant: ofPayment, retry: ofPayment, 'record-manual': ofPayment },
  { rules: REFUND_RULES },
);
