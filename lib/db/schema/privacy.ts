import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A request to delete an account (migration 0034): the grace period, its end, and what the request took down. */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'SELF' | 'ADMIN'>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    wasPublic: boolean('was_public').notNull().default(false),
    notaryWasPublic: boolean('notary_was_public').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Failed tries of the erasure (migration 0035); at ERASURE_ATTEMPTS the request is failed_at and waits for an admin. */
    attempts: integer('attempts').notNull().default(0),
    /** The latest failure's reason, shown on the admin's privacy page. */
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_deletions_open_key')
      .on(t.userId)
      .where(sql`${t.cancelledAt} IS NULL AND ${t.completedAt} IS NULL`),
    index('account_deletions_due_idx')
      .on(t.dueAt)
      .where(sql`${t.cancelledAt} IS NULL AND ${t.completedAt} IS NULL`),
    index('account_deletions_requested_idx').on(t.requestedAt.desc()),
  ],
);

export type DataExportStatus = 'PENDING' | 'BUILDING' | 'READY' | 'FAILED' | 'EXPIRED';

/** A "Download my data" request (migration 0034): built by the scheduler, downloadable for 7 days, then deleted. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    failure: text('failure'),
  },
  (t) => [
    uniqueIndex('data_exports_open_key')
      .on(t.userId)
      .where(sql`${t.status} IN ('PENDING', 'BUILDING')`),
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
    index('data_exports_work_idx')
      .on(t.status, t.requestedAt)
      .where(sql`${t.status} IN ('PENDING', 'BUILDING', 'READY')`),
  ],
);

export type ConsentKind = 'TERMS' | 'PRIVACY' | 'MARKETING_EMAIL';
export type ConsentSource = 'SIGN_UP' | 'SIGN_IN' | 'SETTINGS' | 'BACKFILL';

/** Consents on record (migration 0034): one row per change, with the version of a legal text accepted. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    version: text('version'),
    granted: boolean('granted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<ConsentSource>().notNull(),
  },
  (t) => [index('consents_user_kind_idx').on(t.userId, t.kind, t.at.desc())],
);
