/** Wire types of the admin console (/api/v1/admin/*): what its handlers return and its pages read. */
import { z } from 'zod';
import { payoutBatchDtoSchema, refundStatusSchema } from './refund';
import { isoDate, isoDateTime, uuid } from './wire';

const count = z.number().int();
/** Money in centavos. */
const centavos = z.number().int();

/** One page of an admin list. */
const adminPageInfoSchema = z.object({ page: z.number().int(), hasMore: z.boolean(), total: z.number().int() });
export type AdminPage<T> = { results: T[] } & z.infer<typeof adminPageInfoSchema>;

/** The schema of one page of `item`s. */
const adminPageSchema = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ results: z.array(item), ...adminPageInfoSchema.shape }).meta({ id });

const verificationStatusSchema = z.enum(['PENDING', 'VERIFIED', 'REJECTED']);

/** An identity document under review, previewed inline by admins (GET /admin/files/{id}: images and PDFs only). */
const verificationDocumentSchema = z
  .object({
    kind: z.enum(['ibp-id', 'government-id']),
    label: z.string(),
    /** Inline, sandboxed, admins only; each view is written to the audit log. */
    preview_url: z.string(),
    content_type: z.string(),
    /** An image shows in the page; a PDF opens in the browser's viewer. */
    is_image: z.boolean(),
  })
  .meta({ id: 'AdminVerificationDocument' });
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

const verificationQueueItemSchema = z
  .object({
    _id: uuid,
    name: z.string(),
    email: z.string(),
    roll_number: z.string(),
    ibp_number: z.string(),
    verification_status: verificationStatusSchema,
    ibp_verified: z.boolean(),
    ibp_verified_at: isoDateTime.nullable(),
    /** When the documents under review were sent (sign-up or re-upload). */
    submitted_at: isoDateTime,
    /** The reason given at the last rejection (what the lawyer was asked to fix). */
    verification_note: z.string().nullable(),
    /** Private document URLs, served to admins only (each view is written to the audit log). */
    ibp_id_url: z.string().nullable(),
    government_id_url: z.string().nullable(),
    /** The same documents for the desk's previews. */
    documents: z.array(verificationDocumentSchema),
    /** A year since the last verification: a current IBP ID is due. */
    renewal_due: z.boolean(),
    /** Another lawyer account already uses this roll number. */
    duplicate_roll_number: z.boolean(),
    signed_up_at: isoDateTime,
  })
  .meta({ id: 'AdminVerificationQueueItem' });
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;

export const verificationQueuePageSchema = adminPageSchema(verificationQueueItemSchema, 'AdminVerificationQueuePage');

export const verificationDecisionResultSchema = z
  .object({ _id: uuid, verification_status: verificationStatusSchema, ibp_verified: z.boolean() })
  .meta({ id: 'AdminVerificationDecisionResult' });
export type VerificationDecisionResult = z.infer<typeof verificationDecisionResultSchema>;

export const reportTargetKindSchema = z.enum(['review', 'lawyer', 'notary']);
export type ReportTargetKind = z.infer<typeof reportTargetKindSchema>;

const moderationTargetSchema = z
  .object({
    kind: reportTargetKindSchema,
    _id: uuid,
    /** What an admin needs to judge it: the review's text, or the profile's name. */
    title: z.string(),
    detail: z.string().nullable(),
    /** The public page it appears on (the lawyer's profile for a review). */
    url: z.string().nullable(),
    hidden: z.boolean(),
    hidden_reason: z.string().nullable(),
    hidden_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'AdminModerationTarget' });
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

export const moderationPageSchema = adminPageSchema(moderationTargetSchema, 'AdminModerationPage');

const reportItemSchema = z
  .object({
    _id: uuid,
    status: z.enum(['OPEN', 'ACTIONED', 'DISMISSED']),
    reason: z.string(),
    reporter: z.object({ _id: uuid, name: z.string(), type: z.enum(['CUSTOMER', 'LAWYER']) }),
    target: moderationTargetSchema.nullable(),
    /** Open reports on the same target, this one included. */
    open_on_target: count,
    resolution: z.string().nullable(),
    resolved_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'AdminReportItem' });
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportPageSchema = adminPageSchema(reportItemSchema, 'AdminReportPage');

/** PUT /admin/reports/{id}: the report, now dismissed. */
export const reportDismissedSchema = z.object({ _id: uuid, status: z.literal('DISMISSED') }).meta({ id: 'AdminReportDismissed' });

export const moderationResultSchema = z
  .object({ kind: reportTargetKindSchema, _id: uuid, hidden: z.boolean(), reports_closed: count })
  .meta({ id: 'AdminModerationResult' });
export type ModerationResult = z.infer<typeof moderationResultSchema>;

const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUND_REQUIRED', 'REFUNDED'] as const;
const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

const adminPaymentSchema = z
  .object({
    _id: uuid,
    /** The short reference the client quotes ("ABG-7K3Q-9M2X"): on their receipt, e-mails and meeting page. */
    reference: z.string(),
    status: paymentStatusSchema,
    amount: centavos,
    currency: z.string(),
    provider: z.enum(['SANDBOX', 'PAYMONGO']),
    description: z.string(),
    method: z.string().nullable(),
    customer: z.object({ _id: uuid, name: z.string(), email: z.string() }),
    lawyer: z.object({ _id: uuid, name: z.string() }),
    meeting_id: uuid.nullable(),
    work_item_id: uuid.nullable(),
    provider_payment_id: z.string().nullable(),
    paid_at: isoDateTime.nullable(),
    refunded_at: isoDateTime.nullable(),
    refund_reference: z.string().nullable(),
    /** Its latest refund: where it stands at the provider, and why it failed if it did. */
    refund: z
      .object({
        _id: uuid,
        status: refundStatusSchema,
        reason: z.string(),
        method: z.enum(['provider', 'manual']),
        failure_reason: z.string().nullable(),
        created_at: isoDateTime,
      })
      .nullable(),
    /** A payout batch has taken it: it can no longer be refunded. */
    in_payout: z.boolean(),
    /** Its meeting's status (an unsettled consultation is refunded by cancelling it). */
    meeting_status: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentPageSchema = adminPageSchema(adminPaymentSchema, 'AdminPaymentPage');

/** PUT /admin/payments/{id}/refund: the payment, refunded by hand. */
export const paymentRefundedSchema = z
  .object({ _id: uuid, status: paymentStatusSchema, refund_reference: z.string(), refunded_at: isoDateTime })
  .meta({ id: 'AdminPaymentRefunded' });

/** POST /admin/payments/{id}/refunds: the refund, sent to the provider (its status right after the call). */
export const adminRefundResultSchema = z
  .object({ _id: uuid, payment_id: uuid, status: refundStatusSchema })
  .meta({ id: 'AdminRefundResult' });

const paymentDayTotalSchema = z.object({
  /** Manila calendar day, YYYY-MM-DD. */
  day: isoDate,
  paid_count: count,
  paid_amount: centavos,
  refunded_count: count,
  refunded_amount: centavos,
  refund_required_count: count,
  refund_required_amount: centavos,
});

export const paymentTotalsSchema = z
  .object({ days: z.array(paymentDayTotalSchema), counts: z.record(paymentStatusSchema, count) })
  .meta({ id: 'AdminPaymentTotals' });
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** PUT /admin/payouts/{id}/paid: the batch, now paid. */
export const payoutBatchPaidSchema = payoutBatchDtoSchema
  .pick({ _id: true, status: true, paid_at: true, bank_reference: true })
  .meta({ id: 'AdminPayoutBatchPaid' });

export const adminEmailSchema = z
  .object({
    _id: uuid,
    to: z.string(),
    subject: z.string(),
    status: z.enum(['QUEUED', 'SENT', 'FAILED']),
    error: z.string().nullable(),
    attempts: count,
    created_at: isoDateTime,
    sent_at: isoDateTime.nullable(),
  })
  .meta({ id: 'AdminEmail' });
export type AdminEmail = z.infer<typeof adminEmailSchema>;

export const adminEmailPageSchema = adminPageSchema(adminEmailSchema, 'AdminEmailPage');

const auditEntryDtoSchema = z
  .object({
    _id: uuid,
    actor: z.object({ _id: uuid, name: z.string(), email: z.string() }).nullable(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    reason: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    created_at: isoDateTime,
  })
  .meta({ id: 'AdminAuditEntry' });
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

export const auditLogPageSchema = adminPageSchema(auditEntryDtoSchema, 'AdminAuditLogPage');

export const adminOverviewSchema = z
  .object({
    pending_verifications: count,
    renewals_due: count,
    open_reports: count,
    /** Payments owed back whose refund the provider could not make: to be sent by hand. */
    refunds_required: count,
    failed_emails: count,
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

const userTypeSchema = z.enum(['CUSTOMER', 'LAWYER']);

const adminUserSchema = z
  .object({
    _id: uuid,
    name: z.string(),
    email: z.string(),
    type: userTypeSchema,
    roles: z.array(z.string()),
    email_verified: z.boolean(),
    /** Suspended by an admin: signed out everywhere and off every public page. */
    suspended_at: isoDateTime.nullable(),
    /** A lawyer's verification status (null for clients). */
    verification_status: verificationStatusSchema.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = adminPageSchema(adminUserSchema, 'AdminUserPage');

/** GET /admin/users/{id}: the person, their lawyer profile and documents, and what admins did about them. */
export const adminUserDetailSchema = z
  .object({
    user: adminUserSchema,
    lawyer: z
      .object({
        roll_number: z.string(),
        ibp_number: z.string(),
        ibp_verified: z.boolean(),
        ibp_verified_at: isoDateTime.nullable(),
        submitted_at: isoDateTime,
        verification_note: z.string().nullable(),
        /** Shown on search and its public page now (the listing rule, suspension included). */
        listed: z.boolean(),
        profile_url: z.string(),
        documents: z.array(verificationDocumentSchema),
        /** Decisions on the verification, newest first (the audit log's lawyer.verification.* and the IBP link). */
        verification_history: z.array(auditEntryDtoSchema),
      })
      .nullable(),
    /** Every audit entry about this person or their documents, newest first (the latest page). */
    audit: z.array(auditEntryDtoSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PUT /admin/users/{id}/suspension: the account now, and how many sessions were ended. */
export const suspensionResultSchema = z
  .object({ _id: uuid, suspended_at: isoDateTime.nullable(), sessions_ended: count })
  .meta({ id: 'AdminSuspensionResult' });
export type SuspensionResult = z.infer<typeof suspensionResultSchema>;
