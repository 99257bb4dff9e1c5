import { parsePaymentReference } from '@/lib/format/payment-reference';
import { z } from './zod';
import { optionalText, requiredText, uuidField } from './fields';

/**
 * The admin console's inputs (/api/v1/admin/*) and the reports clients and lawyers send. Every
 * decision that someone is told about carries a reason, and every reason lands in the audit log.
 */

/** A reason a person will read (the lawyer, the review's author, the audit log). */
const reasonText = () => requiredText(1000);

const page = z.coerce
  .number({ error: 'Invalid page.' })
  .int('Invalid page.')
  .min(0, 'Invalid page.')
  .max(10_000, 'Invalid page.')
  .optional();

const VERIFICATION_FILTERS = ['PENDING', 'REJECTED', 'VERIFIED', 'RENEWAL_DUE'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];
export const verificationQuerySchema = z.object({ status: z.enum(VERIFICATION_FILTERS, { error: 'Unknown status.' }).optional(), page });

/** Approve needs no reason (one may be noted); reject must say what to fix. */
export const verificationDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), reason: z.string().max(1000).optional() }),
    z.object({ decision: z.literal('reject'), reason: reasonText() }),
  ],
  { error: 'Choose approve or reject.' },
);
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

export const MODERATION_KINDS = ['review', 'lawyer', 'notary'] as const;
export const moderationKindSchema = z.enum(MODERATION_KINDS, { error: 'Unknown kind.' });

/** Hide or restore one review or profile; the owner is told the reason either way. */
export const moderationSchema = z.object({ hidden: z.boolean({ error: 'Say whether to hide or restore.' }), reason: reasonText() });
export type ModerationInput = z.input<typeof moderationSchema>;

const MODERATION_VIEWS = ['hidden', 'reviews', 'profiles'] as const;
export const moderationQuerySchema = z.object({
  view: z.enum(MODERATION_VIEWS, { error: 'Unknown view.' }).optional(),
  q: z.string().trim().max(100, 'Search is too long.').optional(),
  page,
});

const REPORT_STATUSES = ['OPEN', 'ACTIONED', 'DISMISSED'] as const;
export const reportsQuerySchema = z.object({ status: z.enum(REPORT_STATUSES, { error: 'Unknown status.' }).optional(), page });

/** POST /api/v1/reports: a signed-in client or lawyer reports a review or a profile. */
export const reportSchema = z.object({
  target_type: moderationKindSchema,
  target_id: uuidField('target'),
  reason: requiredText(1000),
});
export type ReportInput = z.input<typeof reportSchema>;

/** An admin closes a report without acting on its target. */
export const dismissReportSchema = z.object({
  status: z.literal('DISMISSED', { error: 'Only dismissing is possible here.' }),
  reason: reasonText(),
});

export const PAYMENT_FILTERS = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'REFUND_REQUIRED', 'REFUNDED'] as const;
export const adminPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_FILTERS, { error: 'Unknown status.' }).optional(),
  /** A payment reference as the client reads it out ("abg 7k3q 9m2x" is the same as ABG-7K3Q-9M2X). */
  reference: z
    .string()
    .max(40, 'Not a payment reference (ABG-XXXX-XXXX).')
    .transform((v, ctx) =>
      v.trim() === ''
        ? undefined
        : (parsePaymentReference(v) ?? (ctx.addIssue({ code: 'custom', message: 'Not a payment reference (ABG-XXXX-XXXX).' }), z.NEVER)),
    )
    .optional(),
  page,
});
export const paymentTotalsQuerySchema = z.object({
  days: z.coerce.number({ error: 'Invalid days.' }).int('Invalid days.').min(1, 'Invalid days.').max(366, 'Invalid days.').optional(),
});

/** A refund the provider could not make, sent by hand: the bank's or e-wallet's reference for it. */
export const refundSchema = z.object({ reference: requiredText(120), note: z.string().trim().max(1000).optional() });
export type RefundInput = z.input<typeof refundSchema>;

/** An admin's decision to give a payment back through the provider: why (the audit log and the provider's notes). */
export const refundDecisionSchema = z.object({ reason: reasonText() });
export type RefundDecisionInput = z.input<typeof refundDecisionSchema>;

export const payoutsQuerySchema = z.object({ page });

/** A payout batch of everything owed now, or only of these lawyers. */
/**
 * A payout batch pays exactly the items the admin chose and confirmed (each a payment owed to its
 * lawyer, named by its id): never "everything owed" by default, so an empty or stray request pays nothing.
 */
const PAYOUT_BATCH_MAX_ITEMS = 5000;
export const createPayoutBatchSchema = z.object({
  payment_ids: z
    .array(uuidField('item'), { error: 'Choose the items to pay out.' })
    .min(1, 'Choose the items to pay out.')
    .max(PAYOUT_BATCH_MAX_ITEMS, `At most ${PAYOUT_BATCH_MAX_ITEMS} items in one batch.`),
});
export type CreatePayoutBatchInput = z.input<typeof createPayoutBatchSchema>;

/** The bank paid the batch: its reference for the transfer. */
export const payoutPaidSchema = z.object({ reference: requiredText(120), note: optionalText(1000) });
export type PayoutPaidInput = z.input<typeof payoutPaidSchema>;

export const EMAIL_FILTERS = ['QUEUED', 'SENT', 'FAILED'] as const;
export const adminEmailsQuerySchema = z.object({
  status: z.enum(EMAIL_FILTERS, { error: 'Unknown status.' }).optional(),
  to: z.string().trim().max(254, 'Invalid recipient.').optional(),
  page,
});

export const auditQuerySchema = z.object({
  action: z
    .string()
    .trim()
    .max(60, 'Invalid action.')
    .regex(/^[a-z_.-]*$/, 'Invalid action.')
    .optional(),
  target: z.string().trim().max(80, 'Invalid target.').optional(),
  page,
});

/** GET /admin/users: people by name or e-mail (any part, any case); empty lists everyone, newest first. */
export const adminUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'Search is too long.')
    .refine((v) => !v.includes('\u0000'), 'Invalid characters.')
    .optional(),
  page,
});

/** Suspend an account (signed out everywhere, off every public page) or restore it; the reason goes to the audit log. */
export const suspensionSchema = z.object({
  suspended: z.boolean({ error: 'Say whether to suspend or restore.' }),
  reason: reasonText(),
});
export type SuspensionInput = z.input<typeof suspensionSchema>;
