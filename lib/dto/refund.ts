// Refund and payout wire types: the meeting page's refund line, the lawyer's statement, the admin's batches.
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';

/** Where a refund stands at the provider (PayMongo's `processing` is still `pending` here). */
const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/**
 * Why money goes back, as the policy names it: a client's cancellation in time, a lawyer's
 * cancellation, a lawyer no-show (claimed or settled), money that arrived for an attempt already
 * closed, an admin's decision; LEGACY marks refunds flagged before they went through the provider.
 */
const REFUND_REASONS = [
  'CLIENT_CANCELLED',
  'LAWYER_CANCELLED',
  'LAWYER_NO_SHOW',
  'LATE_PAYMENT',
  'ADMIN_DECISION',
  'LEGACY',
  'QUESTION_NOT_ANSWERED',
] as const;
const refundReasonSchema = z.enum(REFUND_REASONS);
export type RefundReason = z.infer<typeof refundReasonSchema>;

/** The latest refund of a meeting's payment, as its page shows it. */
export const meetingRefundDtoSchema = z
  .object({
    status: refundStatusSchema,
    amount: z.number().int(),
    requested_at: isoDateTime,
    settled_at: isoDateTime.nullable(),
    /** The provider's refund id, or the reference of a refund the team sent by hand. */
    reference: z.string().nullable(),
  })
  .meta({ id: 'MeetingRefundDto' });
export type MeetingRefundDto = z.infer<typeof meetingRefundDtoSchema>;

/**
 * Where a paid item's money stands for the lawyer: held (the policy may still refund it), owed
 * (payable, in no batch yet), in_batch (in a payout batch not yet paid), paid (with the batch's date
 * and bank reference); refunding / refunded when it goes back to the client.
 */
const payoutStateSchema = z.enum(['held', 'owed', 'in_batch', 'paid', 'refunding', 'refunded']);
export type PayoutState = z.infer<typeof payoutStateSchema>;

const statementEntrySchema = z
  .object({
    _id: uuid,
    kind: z.enum(['meeting', 'work-item', 'additional-service', 'question']),
    /** What it was: "Consultation with Juan Cruz, 3 Dec", "Engagement: …". */
    item: z.string(),
    /** The payment's own description (kept for the client's receipt). */
    description: z.string(),
    client: z.object({ _id: uuid, name: z.string() }),
    method: z.string().nullable(),
    paid_at: isoDateTime,
    /** gross = refund_pending + refunded + fee + net, whatever the state. */
    gross: z.number().int(),
    fee: z.number().int(),
    refunded: z.number().int(),
    /** Still on its way back to the client (a refund asked for, not yet succeeded). */
    refund_pending: z.number().int(),
    net: z.number().int(),
    payout: z.object({
      state: payoutStateSchema,
      batch_id: uuid.nullable(),
      paid_at: isoDateTime.nullable(),
      reference: z.string().nullable(),
    }),
    meeting_id: uuid.nullable(),
    work_item_id: uuid.nullable(),
  })
  .meta({ id: 'StatementEntry' });
export type StatementEntry = z.infer<typeof statementEntrySchema>;

const statementTotalsSchema = z
  .object({
    gross: z.number().int(),
    fee: z.number().int(),
    refunded: z.number().int(),
    /** gross − fee of the money kept (status PAID). */
    net: z.number().int(),
    paid_out: z.number().int(),
    in_batch: z.number().int(),
    owed: z.number().int(),
    held: z.number().int(),
    /** The sum of refund_pending: gross = refunding + refunded + fee + net. */
    refunding: z.number().int(),
  })
  .meta({ id: 'StatementTotals' });
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const payoutBatchDtoSchema = z
  .object({
    _id: uuid,
    status: z.enum(['OPEN', 'PAID']),
    total: z.number().int(),
    lawyers: z.number().int(),
    items: z.number().int(),
    created_at: isoDateTime,
    created_by: z.object({ _id: uuid, name: z.string() }).nullable(),
    paid_at: isoDateTime.nullable(),
    bank_reference: z.string().nullable(),
  })
  .meta({ id: 'PayoutBatchDto' });
export type PayoutBatchDto = z.infer<typeof payoutBatchDtoSchema>;

/** What the platform owes one lawyer now (payable, in no batch), and whether the bank can be told where. */
const owedLawyerDtoSchema = z
  .object({
    lawyer: z.object({ _id: uuid, name: z.string(), email: z.string() }),
    items: z.number().int(),
    gross: z.number().int(),
    fee: z.number().int(),
    net: z.number().int(),
    has_banking_info: z.boolean(),
    /** The owed items (payment ids, oldest first): what a batch that pays this lawyer names. */
    payment_ids: z.array(uuid),
  })
  .meta({ id: 'OwedLawyerDto' });
export type OwedLawyerDto = z.infer<typeof owedLawyerDtoSchema>;

export const payoutsOverviewDtoSchema = z
  .object({
    owed: z.array(owedLawyerDtoSchema),
    batches: z.object({ results: z.array(payoutBatchDtoSchema), page: z.number().int(), hasMore: z.boolean(), total: z.number().int() }),
  })
  .meta({ id: 'PayoutsOverviewDto' });
export type PayoutsOverviewDto = z.infer<typeof payoutsOverviewDtoSchema>;
