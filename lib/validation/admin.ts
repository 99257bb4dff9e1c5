import { parsePaymentReference } from '@/lib/format/payment-reference';
import { z } from './zod';
import { optionalText, requiredText, uuidField } from './fields';
import { issueMessage } from '@/lib/errors/issue';

/**
 * The admin console's inputs (/api/v1/admin/*) and the reports clients and lawyers send. Every
 * decision that someone is told about carries a reason, and every reason lands in the audit log.
 */

/** A reason a person will read (the lawyer, the review's author, the audit log). */
const reasonText = () => requiredText(1000);

const page = z.coerce
  .number({ error: issueMessage('search.invalidPage') })
  .int(issueMessage('search.invalidPage'))
  .min(0, issueMessage('search.invalidPage'))
  .max(10_000, issueMessage('search.invalidPage'))
  .optional();

const VERIFICATION_FILTERS = ['PENDING', 'REJECTED', 'VERIFIED', 'RENEWAL_DUE'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];
export const verificationQuerySchema = z.object({
  status: z.enum(VERIFICATION_FILTERS, { error: issueMessage('admin.unknownStatus') }).optional(),
  page,
});

/** Approve needs no reason (one may be noted); reject must say what to fix. */
export const verificationDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), reason: z.string().max(1000).optional() }),
    z.object({ decision: z.literal('reject'), reason: reasonText() }),
  ],
  { error: issueMessage('admin.chooseApproveReject') },
);
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

export const MODERATION_KINDS = ['review', 'lawyer', 'notary'] as const;
export const moderationKindSchema = z.enum(MODERATION_KINDS, { error: issueMessage('admin.unknownKind') });

/** Hide or restore one review or profile; the owner is told the reason either way. */
export const moderationSchema = z.object({
  hidden: z.boolean({ error: issueMessage('admin.sayWhetherHideRestore') }),
  reason: reasonText(),
});
export type ModerationInput = z.input<typeof moderationSchema>;

const MODERATION_VIEWS = ['hidden', 'reviews', 'profiles'] as const;
export const moderationQuerySchema = z.object({
  view: z.enum(MODERATION_VIEWS, { error: issueMessage('admin.unknownView') }).optional(),
  q: z.string().trim().max(100, issueMessage('admin.searchTooLong')).optional(),
  page,
});

const REPORT_STATUSES = ['OPEN', 'ACTIONED', 'DISMISSED'] as const;
export const reportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: issueMessage('admin.unknownStatus') }).optional(),
  page,
});

/** POST /api/v1/reports: a signed-in client or lawyer reports a review or a profile. */
export const reportSchema = z.object({
  target_type: moderationKindSchema,
  target_id: uuidField('target'),
  reason: requiredText(1000),
});
export type ReportInput = z.input<typeof reportSchema>;

/** An admin closes a report without acting on its target. */
export const dismissReportSchema = z.object({
  status: z.literal('DISMISSED', { error: issueMessage('admin.onlyDismissingPossibleHere') }),
  reason: reasonText(),
});

export const PAYMENT_FILTERS = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'REFUND_REQUIRED', 'REFUNDED'] as const;
export const adminPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_FILTERS, { error: issueMessage('admin.unknownStatus') }).optional(),
  /** A payment reference as the client reads it out ("abg 7k3q 9m2x" is the same as ABG-7K3Q-9M2X). */
  reference: z
    .string()
    .max(40, issueMessage('admin.notPaymentReferenceAbg'))
    .transform((v, ctx) =>
      v.trim() === ''
        ? undefined
        : (parsePaymentReference(v) ?? (ctx.addIssue({ code: 'custom', message: issueMessage('admin.notPaymentReferenceAbg') }), z.NEVER)),
    )
    .optional(),
  page,
});
export const paymentTotalsQuerySchema = z.object({
  days: z.coerce
    .number({ error: issueMessage('admin.invalidDays') })
    .int(issueMessage('admin.invalidDays'))
    .min(1, issueMessage('admin.invalidDays'))
    .max(366, issueMessage('admin.invalidDays'))
    .optional(),
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
    .array(uuidField('item'), { error: issueMessage('admin.chooseItemsPayOut') })
    .min(1, issueMessage('admin.chooseItemsPayOut'))
    .max(PAYOUT_BATCH_MAX_ITEMS, issueMessage('admin.tooManyItems', { max: PAYOUT_BATCH_MAX_ITEMS })),
});
export type CreatePayoutBatchInput = z.input<typeof createPayoutBatchSchema>;

/** The bank paid the batch: its reference for the transfer. */
export const payoutPaidSchema = z.object({ reference: requiredText(120), note: optionalText(1000) });
export type PayoutPaidInput = z.input<typeof payoutPaidSchema>;

export const EMAIL_FILTERS = ['QUEUED', 'SENT', 'FAILED'] as const;
export const adminEmailsQuerySchema = z.object({
  status: z.enum(EMAIL_FILTERS, { error: issueMessage('admin.unknownStatus') }).optional(),
  to: z.string().trim().max(254, issueMessage('admin.invalidRecipient')).optional(),
  page,
});

export const auditQuerySchema = z.object({
  action: z
    .string()
    .trim()
    .max(60, issueMessage('admin.invalidAction'))
    .regex(/^[a-z_.-]*$/, issueMessage('admin.invalidAction'))
    .optional(),
  target: z.string().trim().max(80, issueMessage('admin.invalidTarget')).optional(),
  page,
});

/** GET /admin/users: people by name or e-mail (any part, any case); empty lists everyone, newest first. */
export const adminUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, issueMessage('admin.searchTooLong'))
    .refine((v) => !v.includes('\u0000'), issueMessage('common.invalidText'))
    .optional(),
  page,
});

/** Suspend an account (signed out everywhere, off every public page) or restore it; the reason goes to the audit log. */
export const suspensionSchema = z.object({
  suspended: z.boolean({ error: issueMessage('admin.sayWhetherSuspendRestore') }),
  reason: reasonText(),
});
export type SuspensionInput = z.input<typeof suspensionSchema>;
