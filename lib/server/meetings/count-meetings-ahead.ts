import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { listedStatusCondition } from './meeting-query';

/**
 * The dashboard's "Upcoming meetings": the viewer's meetings that have not ended — today's still to
 * come or under way, and every later one (the lists' 'today' and 'upcoming' together; the
 * 'upcoming' list alone starts tomorrow, so a call in progress counted 0). Cancelled ones are not
 * ahead. Counts up to `cap` + 1, so the card can say "50+".
 */
export async function countMeetingsAhead(
  viewer: { id: string; type: 'CUSTOMER' | 'LAWYER' },
  options: { now?: Date; cap?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const cap = options.cap ?? 50;
  const side = viewer.type === 'LAWYER' ? sql`m.lawyer_id = ${viewer.id}::uuid` : sql`m.customer_id = ${viewer.id}::uuid`;
  const db = await getDb();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM meetings m
          WHERE ${side} AND ${listedStatusCondition(now)} AND m.status <> 'CANCELLED' AND m.end_at > ${now.toISOString()}::timestamptz
          LIMIT ${cap + 1}
        ) ahead`,
  );
  return Number(row?.n ?? 0);
}
