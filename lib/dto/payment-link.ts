// Issue 63 item 4: a payment link (the client's) and the payer's view of it — which holds only the
// lawyer, the service, the time and the amount, never the case (no subject, description or files).
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';

export const paymentLinkSchema = z
  .object({
    _id: uuid,
    payment_id: uuid,
    /** The link to send or copy; shown once, when created (only its digest is stored). */
    url: z.string().nullable(),
    sent_to: z.string().nullable(),
    expires_at: isoDateTime,
    revoked: z.boolean(),
    /** The payer's name once they started to pay. */
    payer_name: z.string().nullable(),
  })
  .meta({ id: 'PaymentLink' });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const paymentLinksSchema = z.object({ links: z.array(paymentLinkSchema) }).meta({ id: 'PaymentLinks' });

const payerStateSchema = z.enum(['pending', 'paid', 'refund', 'closed']);
export type PayerState = z.infer<typeof payerStateSchema>;

/** What the payer pays for, in their words (issue 72 item 2: a link for any payment) — the page's heading and the mail's subject. */
const payerKindSchema = z.enum(['consultation', 'appointment', 'question', 'service']);
export type PayerKind = z.infer<typeof payerKindSchema>;

export const payerViewSchema = z
  .object({
    state: payerStateSchema,
    kind: payerKindSchema,
    lawyer_name: z.string(),
    /** What is paid for, in the stored words ("30-min video consultation – Atty. …", "Written question – Atty. …"). */
    service: z.string(),
    /** A consultation's start (null for anything else: a work item, a written question). */
    start_time: isoDateTime.nullable(),
    duration: z.number().int().nullable(),
    lawyer_timezone: z.string(),
    amount: z.number().int(),
    reference: z.string(),
    expires_at: isoDateTime,
    payer_name: z.string().nullable(),
    method: z.string().nullable(),
    paid_at: isoDateTime.nullable(),
  })
  .meta({ id: 'PayerView' });
export type PayerView = z.infer<typeof payerViewSchema>;

export const payerCheckoutSchema = z.object({ checkout_url: z.string() }).meta({ id: 'PayerCheckout' });
