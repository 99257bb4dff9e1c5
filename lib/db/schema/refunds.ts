import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentProvider } from './enums';
import { payments } from './payments';
import { users } from './users';

/**
 * Every refund of a payment: the ledger of money going back. A row is written in the transaction
 * that grants the refund (a cancellation, a settlement, a late payment, an admin's decision) as one
 * to be sent, and sent to the provider after commit (lib/server/payments/refunds/send-refunds.ts) under its
 * own idempotency key; the provider's webhook or the reconciliation job brings it to its end state.
 * `method` 'manual': a refund the team made by hand after the provider could not (its reference).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    provider: paymentProvider('provider').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    /** lib/dto/refund.ts REFUND_REASONS. */
    reason: text('reason').notNull(),
    note: text('note'),
    /** The person who asked (client, lawyer, admin); null when the system did (settlement, late payment). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    method: text('method').notNull().default('provider'),
    status: text('status').notNull().default('pending'),
    /** Sent with every attempt of this refund, so a retry after a lost answer never refunds twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** A manual refund's bank or e-wallet reference. */
    reference: text('reference'),
    failureReason: text('failure_reason'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    /** When the next send may be tried (a claim's lease, then the back-off); null once the provider has it. */
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the reconciliation job last asked the provider about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The client was told of the end state (picked up from the rows, so a crash loses no message). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_key').on(t.provider, t.providerRefundId),
    // One live refund per payment: each refund the policy grants is made once, whoever asks again.
    uniqueIndex('refunds_one_live_per_payment')
      .on(t.paymentId)
      .where(sql`${t.status} <> 'failed'`),
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('refunds_unsent_idx')
      .on(t.nextSendAt)
      .where(sql`${t.status} = 'pending' AND ${t.providerRefundId} IS NULL`),
    index('refunds_pending_idx')
      .on(t.checkedAt)
      .where(sql`${t.status} = 'pending' AND ${t.providerRefundId} IS NOT NULL`),
    index('refunds_unnotified_idx')
      .on(t.settledAt)
      .where(sql`${t.settledAt} IS NOT NULL AND ${t.notifiedAt} IS NULL`),
    check('refunds_status_check', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
    check('refunds_method_check', sql`${t.method} IN ('provider', 'manual')`),
    check(
      'refunds_reason_check',
      sql`${t.reason} IN ('CLIENT_CANCELLED', 'LAWYER_CANCELLED', 'LAWYER_NO_SHOW', 'LATE_PAYMENT', 'ADMIN_DECISION', 'LEGACY', 'QUESTION_NOT_ANSWERED')`,
    ),
    check('refunds_amount_check', sql`${t.amountCentavos} > 0`),
  ],
);

/**
 * The built-in sandbox provider's own record of the refunds asked of it, as PayMongo keeps its
 * refunds: pending until `settles_at`, then settled by the sandbox (lib/server/payments/sandbox-refunds.ts),
 * which sends a signed webhook; asked about later, it answers from here.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentId: text('payment_id').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    reason: text('reason').notNull(),
    notes: text('notes'),
    metadata: jsonb('metadata').notNull(),
    status: text('status').notNull().default('pending'),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey),
    index('sandbox_refunds_due_idx')
      .on(t.settlesAt)
      .where(sql`${t.status} = 'pending'`),
    check('sandbox_refunds_status_check', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
  ],
);
