// The checkout page and GET payments/checkout: the payment state read from our database.
import { z } from 'zod';
import { callTypeSchema } from './video-call';
import { isoDateTime, uuid } from './wire';

const checkoutStateSchema = z.enum(['paid', 'pending', 'failed', 'expired', 'cancelled', 'refund']);
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** What is paid for: a consultation, an engagement's fee, one of its additional services, or a written question (issue 60). */
const checkoutKindSchema = z.enum(['meeting', 'work-item', 'additional-service', 'question']);
export type CheckoutKind = z.infer<typeof checkoutKindSchema>;

const checkoutSummarySchema = z
  .object({
    kind: checkoutKindSchema,
    meeting_id: uuid.nullable(),
    work_item_id: uuid.nullable(),
    additional_service_id: uuid.nullable(),
    /** The written question paid for (issue 60), where the client reads it after paying. */
    question_id: uuid.nullable(),
    payment_id: uuid,
    /** The short reference the client quotes ("ABG-7K3Q-9M2X"), on every receipt and e-mail. */
    reference: z.string(),
    /** The fee model in one sentence, at the server's rate (feeModelNote). */
    fee_note: z.string(),
    /** The PDF receipt of a paid consultation (null before payment and for engagements). */
    receipt_url: z.string().nullable(),
    session_id: z.string().nullable(),
    provider: z.enum(['SANDBOX', 'PAYMONGO']),
    state: checkoutStateSchema,
    amount: z.number().int(),
    method: z.string().nullable(),
    /** When the provider reported the payment (null until paid). */
    paid_at: isoDateTime.nullable(),
    /** Issue 63: who paid through the client's payment link ("Paid by …" on the receipt); null when the client paid. */
    paid_by: z.string().nullable(),
    description: z.string(),
    checkout_url: z.string().nullable(),
    hold_expires_at: isoDateTime.nullable(),
    /** The consultation's time (meetings only). */
    start_time: isoDateTime.nullable(),
    duration: z.number().int().nullable(),
    call_type: callTypeSchema.nullable(),
    /** A notarial appointment, in person at the notary's office (issue 43): no call type to speak of. */
    in_person: z.boolean(),
    /** The meeting's case summary, or the engagement's (or service's) title. */
    subject: z.string(),
    /** The engagement an additional service belongs to. */
    work_item_title: z.string().nullable(),
    /** Our page for this payment's state: /checkout?meeting={id} or /checkout?payment={id}. */
    summary_path: z.string(),
    lawyer: z.object({ _id: uuid, display_name: z.string(), picture_url: z.string().nullable(), timezone: z.string() }),
    /** The client's own IANA zone (their account's): the times on the page are written in it, Manila's beside (issue 63). */
    client_timezone: z.string(),
  })
  .meta({ id: 'CheckoutSummary' });
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;
