import { z } from 'zod';
import { PAYMENT_RULES } from '@/lib/rules/payment-transitions';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** A payment's events: every move of its table (PAYMENT_RULES), and a payment link mailed to its payer (issue 72 item 4). */
export const PAYMENT_EVENTS = defineEvents(
  'payment',
  { 'link-mailed': { payload: z.strictObject({ emailId: z.string() }) } },
  { rules: PAYMENT_RULES },
);
