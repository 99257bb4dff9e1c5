import { z } from './zod';

/** What the built-in sandbox checkout offers, as PayMongo's Checkout does. */
export const SANDBOX_METHODS = ['gcash', 'paymaya', 'card', 'qrph'] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

/** POST payments/sandbox/{sessionId}: the sandbox checkout's Pay / Fail / Cancel. */
export const sandboxActionSchema = z.object({
  action: z.enum(['pay', 'fail', 'cancel'], { error: 'Unknown action.' }),
  method: z.enum(SANDBOX_METHODS, { error: 'Choose a payment method.' }).default('gcash'),
});
