import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportStatus, reportTarget } from './enums';
import { users } from './users';

/**
 * A client's or lawyer's report of a review, a lawyer profile or a notary profile: the admin
 * console's moderation queue. OPEN until an admin hides the target (ACTIONED, every open report on
 * it at once) or dismisses it. One open report per reporter and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: reportTarget('target_type').notNull(),
    /** reviews.id, lawyer_profiles.user_id or notary_profiles.id. */
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    status: reportStatus('status').notNull().default('OPEN'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    uniqueIndex('reports_open_once_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);
