import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { WhereToStartOutcome } from '@/features/where-to-start/rules/first-steps';
import { logger } from '@/lib/server/platform/log/logger';

/**
 * Counts one answer for the admin's weekly table (issue 41: outcomes only, never the answers). A
 * failed count is logged and the person still gets their answer.
 */
export async function recordWhereToStartOutcome(outcome: WhereToStartOutcome, now = new Date()): Promise<void> {
  try {
    const db = await getDb();
    await db.execute(sql`
      INSERT INTO triage_outcomes (week_start, first_stop, answers)
      VALUES (date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE})::date, ${outcome}, 1)
      ON CONFLICT (week_start, first_stop) DO UPDATE SET answers = triage_outcomes.answers + 1`);
  } catch (error) {
    logger().error({ err: error, outcome }, 'could not count a "Where do I start?" answer');
  }
}

export type WhereToStartWeek = { weekStart: string; counts: Partial<Record<WhereToStartOutcome, number>>; total: number };

/** The last `weeks` Philippine weeks (from Monday), newest first; weeks without answers left out. */
export async function weeklyWhereToStartOutcomes(weeks = 12, now = new Date()): Promise<WhereToStartWeek[]> {
  const db = await getDb();
  const rows = await queryRows<{ week_start: string; first_stop: WhereToStartOutcome; answers: number }>(
    db,
    sql`SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, first_stop, answers
          FROM triage_outcomes
         WHERE week_start > (date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE})::date - ${weeks * 7}::int)
         ORDER BY week_start DESC, first_stop`,
  );
  const byWeek = new Map<string, WhereToStartWeek>();
  for (const row of rows) {
    const week = byWeek.get(row.week_start) ?? { weekStart: row.week_start, counts: {}, total: 0 };
    week.counts[row.first_stop] = row.answers;
    week.total += row.answers;
    byWeek.set(row.week_start, week);
  }
  return [...byWeek.values()];
}
