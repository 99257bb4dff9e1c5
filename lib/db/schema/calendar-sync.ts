import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lawyerProfiles } from './lawyers';

/**
 * Busy intervals read from a lawyer's external calendar (lawyer_profiles.ical_import_url), expanded
 * over the next 60 days. Replaced wholesale on each refresh, in one transaction; lawyer_busy()
 * (migration 0013) adds them to the lawyer's busy time so search and booking skip those slots.
 */
export const externalBusy = pgTable(
  'external_busy',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('external_busy_lawyer_idx').on(t.lawyerId, t.startAt)],
);
