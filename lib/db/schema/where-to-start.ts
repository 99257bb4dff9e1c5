import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * "Where do I start?" (issue 41) counted, for the admin's weekly table: how many answers sent people
 * to each first stop, per Philippine week (from Monday). Outcomes only — no answer, income, place or
 * person — so nothing here is anyone's data.
 */
export const whereToStartOutcomes = pgTable(
  'triage_outcomes',
  {
    weekStart: date('week_start').notNull(),
    /** The first stop of the answer (features/where-to-start/rules/first-steps.ts StopKind), or 'lawyer' when none comes first. */
    firstStop: text('first_stop').notNull(),
    answers: integer('answers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.firstStop] }), check('triage_outcomes_answers_check', sql`${t.answers} >= 0`)],
);
