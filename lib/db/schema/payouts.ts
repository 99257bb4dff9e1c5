import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lawyerProfiles } from './lawyers';
import { payments } from './payments';
import { users } from './users';

/**
 * One bank run: what the platform owed lawyers when an admin made it (lib/server/payments/payouts), exported
 * as a CSV for the bank and marked PAID with the bank's reference once the money left.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').notNull().default('OPEN'),
    totalCentavos: integer('total_centavos').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    bankReference: text('bank_reference'),
  },
  (t) => [
    index('payout_batches_created_idx').on(t.createdAt),
    check('payout_batches_status_check', sql`${t.status} IN ('OPEN', 'PAID')`),
    check('payout_batches_paid_check', sql`(${t.status} = 'PAID') = (${t.paidAt} IS NOT NULL AND ${t.bankReference} IS NOT NULL)`),
  ],
);

/** One transfer of a batch: one lawyer, to the bank account the lawyer had on file when the batch was made. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    amountCentavos: integer('amount_centavos').notNull(),
    bankName: text('bank_name').notNull(),
    providerBankId: text('provider_bank_id').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The lawyer was told the money was sent (picked up from the rows after the batch is marked paid). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_batch_lawyer_key').on(t.batchId, t.lawyerId),
    index('payouts_lawyer_idx').on(t.lawyerId),
    check('payouts_amount_check', sql`${t.amountCentavos} > 0`),
  ],
);

/** The paid items a transfer pays for; a payment is paid out at most once (its primary key). */
export const payoutItems = pgTable(
  'payout_items',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    grossCentavos: integer('gross_centavos').notNull(),
    feeCentavos: integer('fee_centavos').notNull(),
    netCentavos: integer('net_centavos').notNull(),
  },
  (t) => [
    index('payout_items_payout_idx').on(t.payoutId),
    check('payout_items_net_check', sql`${t.netCentavos} = ${t.grossCentavos} - ${t.feeCentavos} AND ${t.feeCentavos} >= 0`),
  ],
);
