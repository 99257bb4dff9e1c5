import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { WrittenEntry } from '@/features/questions/dto/written-question';
import { ANSWER_TIME_WINDOW_DAYS } from '@/features/services/rules/service-orders';
import { medianOfMinutes } from '@/lib/server/lawyers/answer-times/answer-time';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';

/**
 * Issue 72 item 1: what "Ask in writing" promises where people start (home, free legal help): the lowest price of
 * one written answer among listed lawyers who answer in writing, and how long their answers usually take — the
 * median from the offer to the answer of the written questions answered in the last ANSWER_TIME_WINDOW_DAYS (the
 * same window and the same median rule as each lawyer's answer time, answerTimeMedian: none below its samples).
 * Null when no listed lawyer answers in writing: the entry is not shown.
 */
export async function findWrittenEntry(now: Date = new Date()): Promise<WrittenEntry> {
  const db = await getDb();
  const since = new Date(now.getTime() - ANSWER_TIME_WINDOW_DAYS * 86_400_000);
  const [row] = await queryRows<{ from_price: number | null; lawyers: number; minutes: number[] | string | null }>(
    db,
    sql`WITH offering AS (
          SELECT p.user_id, p.question_price_centavos AS price FROM lawyer_profiles p
          WHERE p.question_price_centavos IS NOT NULL AND ${listedLawyerSql('p')}
        )
        SELECT (SELECT min(price) FROM offering)::int AS from_price, (SELECT count(*) FROM offering)::int AS lawyers,
          (SELECT json_agg(EXTRACT(EPOCH FROM (q.answered_at - q.offered_at))::float8 / 60)
             FROM written_questions q JOIN offering o ON o.user_id = q.lawyer_id
            WHERE q.offered_at IS NOT NULL AND q.answered_at IS NOT NULL AND q.answered_at >= q.offered_at
              AND q.offered_at >= ${since.toISOString()}::timestamptz AND q.offered_at <= ${now.toISOString()}::timestamptz) AS minutes`,
  );
  if (!row || row.from_price === null) return null;
  return { from_price: row.from_price, median_minutes: medianOfMinutes(row.minutes)?.median_minutes ?? null, lawyers: row.lawyers };
}
