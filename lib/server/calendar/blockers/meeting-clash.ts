import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { AppError } from '@/lib/server/platform/http/errors';
import { describeRange, type Range } from './blocker-time';

type MeetingHold = Range & { customer: string };

/**
 * The meetings holding this lawyer's time in [from, to): exactly the rows the time_holds EXCLUDE
 * constraint would refuse a blocker over (held for payment, confirmed or completed).
 */
export async function meetingHolds(tx: Db, lawyerId: string, from: Date, to: Date): Promise<MeetingHold[]> {
  const rows = await queryRows<{ start_at: string | Date; end_at: string | Date; first_name: string; last_name: string }>(
    tx,
    sql`SELECT h.start_at, h.end_at, u.first_name, u.last_name
        FROM time_holds h JOIN meetings m ON m.id = h.meeting_id JOIN users u ON u.id = m.customer_id
        WHERE h.lawyer_id = ${lawyerId}::uuid AND h.start_at < ${to.toISOString()}::timestamptz AND h.end_at > ${from.toISOString()}::timestamptz
        ORDER BY h.start_at`,
  );
  return rows.map((r) => ({ start: new Date(r.start_at), end: new Date(r.end_at), customer: `${r.first_name} ${r.last_name}`.trim() }));
}

export const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/**
 * Refuses blocking time over a meeting with a 409 that names it, so the lawyer knows what to move.
 * Run inside the calendar lock; the EXCLUDE constraint stays the guarantee behind it.
 */
export async function refuseMeetingClash(tx: Db, lawyerId: string, ranges: Range[], zone: string): Promise<void> {
  if (ranges.length === 0) return;
  const from = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
  const to = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
  const holds = await meetingHolds(tx, lawyerId, from, to);
  const clash = holds.find((h) => ranges.some((r) => overlaps(r, h)));
  if (!clash) return;
  throw new AppError('CONFLICT', 'blockers.overMeeting', {
    key: 'BLOCKER_OVER_MEETING',
    params: { customer: clash.customer, when: describeRange(clash, zone) },
  });
}
