import { sql } from 'drizzle-orm';
import { check, index, pgTable, pgView, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ENGAGEMENT_KIND_NAMES, type EngagementKind } from '@/lib/rules/engagement-kinds';
import { users } from './users';
import { sqlList } from './sql-list';

/**
 * Issue 74 item 1 (migration 0071): every way a client and a lawyer work together — a meeting, a work item, a
 * service order, a written question — is one engagement, with the same id as its own row. The database writes it
 * in the row's own statement (trigger engagement_follows_row), so no insert path writes it by hand; payments,
 * reviews, comments and matters point at it with a foreign key. What differs by kind: ENGAGEMENT_KINDS
 * (lib/rules/engagement-kinds.ts).
 */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<EngagementKind>().notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('engagements_id_kind_key').on(t.id, t.kind),
    index('engagements_client_idx').on(t.clientId, t.createdAt),
    index('engagements_lawyer_idx').on(t.lawyerId, t.createdAt),
    // From the kinds table: a new kind's migration changes the database's check to match (engagements-migration.test.ts).
    check('engagements_kind_check', sql`${t.kind} IN (${sqlList(ENGAGEMENT_KIND_NAMES)})`),
  ],
);

/** An engagement's files, whichever table its kind keeps them in (ENGAGEMENT_KINDS' fileTables): a view. */
export const engagementFiles = pgView('engagement_files', {
  engagementId: uuid('engagement_id').notNull(),
  fileId: uuid('file_id').notNull(),
  origin: text('origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
