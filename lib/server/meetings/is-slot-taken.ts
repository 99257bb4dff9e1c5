import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

/**
 * A cheap look before the booking transaction: does an active meeting, blocker or sign-up hold
 * already cover [start, end)? Holds whose time has passed do not count (the transaction ends them),
 * nor does a sign-up hold of `holderId` (the client booking the slot kept for them), nor the meeting
 * `exceptMeetingId` (one being moved does not stand in its own way). Only a shortcut
 * to an early 409 — the EXCLUDE constraint stays the judge for requests that race. Busy time
 * imported from the lawyer's external calendar counts too (isExternallyBusy).
 */
export async function isSlotTaken(
  db: Db,
  lawyerId: string,
  start: Date,
  end: Date,
  now: Date,
  holderId?: string,
  exceptMeetingId?: string,
): Promise<boolean> {
  const at = now.toISOString();
  // Both looks in one round trip.
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one WHERE EXISTS (
          SELECT 1 FROM time_holds h LEFT JOIN meetings m ON m.id = h.meeting_id LEFT JOIN sign_up_holds s ON s.id = h.sign_up_hold_id
          WHERE h.lawyer_id = ${lawyerId}::uuid
            AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')
            AND NOT (m.status IS NOT DISTINCT FROM 'PAYMENT_PENDING' AND m.hold_expires_at IS NOT NULL AND m.hold_expires_at <= ${at}::timestamptz)
            AND NOT (s.id IS NOT NULL AND (s.expires_at <= ${at}::timestamptz OR s.customer_id IS NOT DISTINCT FROM ${holderId ?? null}::uuid))
            AND (h.meeting_id IS NULL OR h.meeting_id IS DISTINCT FROM ${exceptMeetingId ?? null}::uuid)
        ) OR EXISTS (${externalBusySql(lawyerId, start, end)})`,
  );
  return rows.length > 0;
}

/**
 * Whether [start, end) overlaps busy time from the lawyer's external calendar (external_busy). Not
 * in time_holds, so no constraint guards it: booking and rescheduling ask this before they write.
 */
export async function isExternallyBusy(db: Db, lawyerId: string, start: Date, end: Date): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`${externalBusySql(lawyerId, start, end)} LIMIT 1`);
  return rows.length > 0;
}

function externalBusySql(lawyerId: string, start: Date, end: Date) {
  return sql`SELECT 1 AS one FROM external_busy e
    WHERE e.lawyer_id = ${lawyerId}::uuid AND e.start_at < ${end.toISOString()}::timestamptz AND e.end_at > ${start.toISOString()}::timestamptz`;
}
