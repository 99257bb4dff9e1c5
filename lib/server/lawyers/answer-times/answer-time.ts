import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AnswerTimeDto } from '@/features/services/dto/service-orders';
import { ANSWER_TIME_WINDOW_DAYS, answerTimeMedian } from '@/features/services/rules/service-orders';

/**
 * Issue 62 item 6: how long a lawyer takes to answer, as one SQL over three kinds of sample — (a) a client's first
 * comment on a work item → the lawyer's first comment after it, (b) a written question offered to the lawyer (after
 * the client paid: offered_at) → their answer, (c) a paid service order → the lawyer's countersignature. A sample
 * counts when its asking moment lies in the last ANSWER_TIME_WINDOW_DAYS days and it was answered; an unanswered
 * one is no sample (the 48-hour take rule and the question's lapse already deal with silence). The median is the
 * one rule (answerTimeMedian): null below 3 samples. Shown, never ranked by.
 */
export async function findAnswerTime(lawyerId: string, now: Date = new Date()): Promise<AnswerTimeDto> {
  const db = await getDb();
  const since = new Date(now.getTime() - ANSWER_TIME_WINDOW_DAYS * 86_400_000);
  const [row] = await queryRows<{ minutes: number[] | string | null }>(
    db,
    sql`WITH firsts AS (
          SELECT w.id, w.lawyer_id, min(c.created_at) AS asked
          FROM work_items w JOIN comments c ON c.work_item_id = w.id AND c.author_id = w.customer_id
          WHERE w.lawyer_id = ${lawyerId}::uuid
          GROUP BY w.id, w.lawyer_id
        ), samples AS (
          SELECT f.asked,
            (SELECT min(l.created_at) FROM comments l
              WHERE l.work_item_id = f.id AND l.author_id = f.lawyer_id AND l.created_at > f.asked) AS answered
          FROM firsts f
          UNION ALL
          SELECT q.offered_at, q.answered_at FROM written_questions q
          WHERE q.lawyer_id = ${lawyerId}::uuid AND q.offered_at IS NOT NULL
          UNION ALL
          SELECT s.paid_at, s.countersigned_at FROM service_orders s
          WHERE s.lawyer_id = ${lawyerId}::uuid AND s.paid_at IS NOT NULL
        )
        SELECT json_agg(EXTRACT(EPOCH FROM (answered - asked))::float8 / 60) AS minutes FROM samples
        WHERE answered IS NOT NULL AND answered >= asked
          AND asked >= ${since.toISOString()}::timestamptz AND asked <= ${now.toISOString()}::timestamptz`,
  );
  return medianOfMinutes(row?.minutes ?? null);
}

/**
 * The median (answerTimeMedian: null below its samples) of a `json_agg` of minutes. JSON: PGlite and node-postgres
 * both hand back the numbers (an array of numeric would come back as text).
 */
export function medianOfMinutes(raw: number[] | string | null): AnswerTimeDto {
  const minutes = (typeof raw === 'string' ? (JSON.parse(raw) as number[]) : (raw ?? [])).map(Number);
  const median = answerTimeMedian(minutes);
  return median === null ? null : { median_minutes: Math.round(median), samples: minutes.length };
}
