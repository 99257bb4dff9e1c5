import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/**
 * Issue 63 item 4 (migration 0064): a link the client sends so someone else pays one pending payment.
 * Only the token's digest is stored; the payer's name and e-mail are written when they start to pay.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The address the client had it mailed to (null: a copied link). */
    sentTo: text('sent_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    payerLanguage: text('payer_language').$type<'en' | 'fil'>(),
    payerStartedAt: timestamp('payer_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_links_token_hash_key').on(t.tokenHash), index('payment_links_payment_idx').on(t.paymentId)],
);
