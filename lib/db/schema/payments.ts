import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentProvider, paymentStatus } from './enums';
import { lawyerProfiles } from './lawyers';
import { meetings } from './meetings';
import { writtenQuestions } from './questions';
import { users } from './users';
import { workItemAdditionalServices, workItems } from './work-items';

/** One checkout attempt for a meeting, a work item or an additional service. id is our reference_number. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The reference a person reads out to support: "ABG-7K3Q-9M2X" (lib/format/payment-reference.ts).
     * Drawn by the database (payment_reference(), migration 0027) so every insert gets one, tests and
     * seeds included; 32^8 codes under a unique index, so a clash is an error, never a shared code.
     * It is a label, not a secret: the provider still matches webhooks by id (reference_number).
     */
    reference: text('reference')
      .notNull()
      .default(sql`payment_reference()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    workItemId: uuid('work_item_id').references(() => workItems.id, { onDelete: 'set null' }),
    additionalServiceId: uuid('additional_service_id').references(() => workItemAdditionalServices.id, { onDelete: 'set null' }),
    /** Issue 60: a written question's payment (migration 0053). */
    questionId: uuid('question_id').references(() => writtenQuestions.id, { onDelete: 'set null' }),
    /**
     * Issue 74 (migration 0071): the engagement it pays for — kept by the database from the keys above (an additional
     * service's payment is its work item's), never written by hand; a check holds that every payment has one but an
     * attempt that came to nothing (cancelled, expired, failed) whose draft was since deleted.
     */
    engagementId: uuid('engagement_id').generatedAlwaysAs(sql`coalesce(meeting_id, question_id, work_item_id)`),
    provider: paymentProvider('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    amountCentavos: integer('amount_centavos').notNull(),
    currency: text('currency').notNull().default('PHP'),
    status: paymentStatus('status').notNull().default('PENDING'),
    method: text('method'),
    checkoutUrl: text('checkout_url'),
    description: text('description').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The platform's fee on this payment, fixed when it was paid (feeBreakdown of lib/rules/fees.ts at
     * PLATFORM_FEE_PERCENT then), so a later change of the rate never rewrites what a lawyer earned.
     * Kept only while the money is kept: a refunded payment carries no fee.
     */
    feeCentavos: integer('fee_centavos'),
    /**
     * Issue 62 (migration 0063): the part of a kept (PAID) payment granted back to the client — an admin's
     * PARTIAL dispute decision (lib/server/payments/refunds/partial-refund.ts). Its refund row carries the same amount;
     * fee_centavos is then the fee on what was kept. 0: none.
     */
    partialRefundCentavos: integer('partial_refund_centavos').notNull().default(0),
    /**
     * REFUND_REQUIRED → REFUNDED when its refund succeeded (lib/server/payments/refunds): the provider's refund
     * id, or the reference of a refund an admin made by hand after the provider could not.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the reconciliation job last asked the provider about this checkout
     * (lib/server/payments/reconcile-payments.ts); cleared when the hold expires, for one last look.
     */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_meeting_idx').on(t.meetingId),
    index('payments_work_item_idx').on(t.workItemId),
    index('payments_question_idx').on(t.questionId),
    index('payments_lawyer_idx').on(t.lawyerId, t.createdAt),
    index('payments_customer_idx').on(t.customerId, t.createdAt),
    // The admin console's money screen: payments by state, newest first.
    index('payments_status_idx').on(t.status, t.createdAt),
    // The reconciliation job's two questions, asked every scheduler tick: pending checkouts by age,
    // and expired holds not yet given their final look.
    index('payments_pending_idx')
      .on(t.provider, t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('payments_expired_unchecked_idx')
      .on(t.provider, t.updatedAt)
      .where(sql`${t.status} = 'EXPIRED' AND ${t.reconciledAt} IS NULL`),
  ],
);

/**
 * The built-in sandbox provider's own record of its hosted checkouts — its side of the story, as
 * PayMongo keeps its sessions: the reconciliation job asks it what happened to a checkout whose
 * webhook never arrived. Written only by lib/server/payments/sandbox-*.ts.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    metadata: jsonb('metadata').notNull(),
    status: text('status').notNull().default('active'),
    method: text('method'),
    /** The event the sandbox sent for its outcome: redelivered as is when asked again. */
    event: jsonb('event'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_checkout_sessions_status_check', sql`${t.status} IN ('active', 'paid', 'failed')`)],
);

/** Every webhook delivery we accepted; the unique (provider, event id) makes redeliveries no-ops. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProvider('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.providerEventId)],
);
