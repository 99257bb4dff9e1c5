import { z } from './zod';
import { issueMessage } from '@/lib/errors/issue';

/**
 * What the built-in sandbox checkout offers, as PayMongo's Checkout does; `card_abroad` is a card
 * issued outside the Philippines (issue 63 item 3), which PayMongo takes as `card` and reports with the
 * card's country (lib/server/payments/paymongo-provider.ts).
 */
const SANDBOX_METHODS = ['gcash', 'paymaya', 'card', 'card_abroad', 'qrph'] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

/** POST payments/sandbox/{sessionId}: the sandbox checkout's Pay / Fail / Cancel. */
export const sandboxActionSchema = z.object({
  action: z.enum(['pay', 'fail', 'cancel'], { error: issueMessage('payments.unknownAction') }),
  method: z.enum(SANDBOX_METHODS, { error: issueMessage('payments.choosePaymentMethod') }).default('gcash'),
});

/** GET lawyers/payments/csv: all paid items, or one month's (YYYY-MM, by the day paid in the lawyer's zone). */
export const lawyerPaymentsCsvQuerySchema = z.object({
  month: z
    .string({ error: issueMessage('payments.invalidMonth') })
    .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, issueMessage('payments.invalidMonth'))
    .optional(),
});
