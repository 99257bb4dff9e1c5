// Answers of the payment provider's side of /api/v1/payments: the sandbox checkout and the webhooks.
import { z } from 'zod';

/** POST /api/v1/payments/sandbox/{sessionId}: where the browser goes next (the checkout's summary page). */
export const sandboxCompletionSchema = z.object({ redirect_url: z.string() }).meta({ id: 'SandboxCompletion' });

/**
 * POST /api/v1/payments/webhooks/{provider}: the event was received; what applying it did (a payment
 * event's or a refund event's outcome). Duplicates and ignored events answer 200 too, so the provider
 * stops retrying them.
 */
export const webhookReceiptSchema = z
  .object({
    received: z.literal(true),
    outcome: z.enum([
      // Payment events (lib/server/payments/process-payment-event.ts) …
      'duplicate',
      'ignored',
      'unknown_payment',
      'amount_mismatch',
      'already_final',
      'confirmed',
      'refund_required',
      'failed',
      // … and refund events (lib/server/payments/refunds/apply-refund-update.ts).
      'unknown_refund',
      'pending',
      'succeeded',
    ]),
  })
  .meta({ id: 'WebhookReceipt' });
