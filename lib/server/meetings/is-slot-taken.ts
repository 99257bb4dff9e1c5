import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

/**
 * A cheap look before the booking transaction: does an active meeting or blocker already cover
 * [start, end)? Holds whose payment window has passed do not count (the transaction expires them).
 * Only a shortcut to an early 409 — the EXCLUDE constraint stays the judge for requests that race.
 */
export async function isSlotTaken(db: Db, lawyerId: string, start: Date, end: Date, now: Date): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM time_holds h LEFT JOIN meetings m ON m.id = h.meeting_id
        WHERE h.lawyer_id = ${lawyerId}::uuid
          AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')
          AND NOT (m.status IS NOT DISTINCT FROM 'PAYMENT_PENDING' AND m.hold_expires_at IS NOT NULL AND m.hold_expires_at <= ${now.toISOString()}::timestamptz)
        LIMIT 1`,
  );
  return rows.length > 0;
}
