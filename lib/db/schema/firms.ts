import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lawyerProfiles } from './lawyers';

/** Issue 61 item 4 (migration 0059): a group of lawyers with one admin, who sees the members' legal-aid totals. */
export const firms = pgTable(
  'firms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('firms_admin_key').on(t.adminId)],
);

/** A lawyer invited to a firm (INVITED) or in it (ACTIVE, after accepting: only then are their totals shared). */
export const firmMembers = pgTable(
  'firm_members',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    status: text('status').$type<'INVITED' | 'ACTIVE'>().notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.firmId, t.lawyerId] }),
    uniqueIndex('firm_members_one_active_key')
      .on(t.lawyerId)
      .where(sql`${t.status} = 'ACTIVE'`),
    check('firm_members_status_check', sql`${t.status} IN ('INVITED', 'ACTIVE')`),
  ],
);
