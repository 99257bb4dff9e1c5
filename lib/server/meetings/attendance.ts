import 'server-only';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { AttendanceEntry, CallRole } from '@/lib/dto/video-call';

// What the call recorded of a meeting, read by the meeting's own rules (the cancellation policy, the
// settlement, the review rule, its page). The call (lib/server/calls/attendance.ts) writes it.

/** A party whose stream has been quiet this long is no longer in the call (heartbeats come every 15 s). */
export const PRESENCE_TIMEOUT_MS = 40_000;

/**
 * Whether this user attended the meeting's call: their media connection came up (connected_at, set by
 * recordConnected). What "attended" means for the cancellation policy, the settlement and the review
 * rule; opening the call page (a join) is presence, not attendance.
 */
export async function hasAttended(meetingId: string, userId: string, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ id: t.callAttendance.id })
    .from(t.callAttendance)
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNotNull(t.callAttendance.connectedAt)))
    .limit(1);
  return Boolean(row);
}

/** Whether this user is in the call now: an open row seen recently. */
export async function isPresent(meetingId: string, userId: string, now = new Date(), tx?: Db): Promise<boolean> {
  const db = tx ?? (await getDb());
  const rows = await db
    .select({ lastSeenAt: t.callAttendance.lastSeenAt })
    .from(t.callAttendance)
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNull(t.callAttendance.leftAt)));
  return rows.some((r) => now.getTime() - r.lastSeenAt.getTime() < PRESENCE_TIMEOUT_MS);
}

/**
 * Who attended when and for how long: the joins whose media connection came up, from the moment it
 * did (a row never closed ends when its party was last seen). A page opened alone is not listed.
 */
export async function listAttendance(
  meetingId: string,
  parties: { customerId: string; lawyerId: string; names: Record<string, string> },
): Promise<AttendanceEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({
      userId: t.callAttendance.userId,
      connectedAt: t.callAttendance.connectedAt,
      leftAt: t.callAttendance.leftAt,
      lastSeenAt: t.callAttendance.lastSeenAt,
    })
    .from(t.callAttendance)
    .where(and(eq(t.callAttendance.meetingId, meetingId), isNotNull(t.callAttendance.connectedAt)))
    .orderBy(asc(t.callAttendance.connectedAt));
  // The invited guest (issue 63 item 5), once their media came up: one entry, from their first connection.
  const guests = await db
    .select({
      userId: t.callGuests.id,
      name: t.callGuests.name,
      connectedAt: t.callGuests.connectedAt,
      leftAt: t.callGuests.leftAt,
      lastSeenAt: t.callGuests.lastSeenAt,
    })
    .from(t.callGuests)
    .where(and(eq(t.callGuests.meetingId, meetingId), isNotNull(t.callGuests.connectedAt)));
  const guestEntries: AttendanceEntry[] = guests.map((g) => {
    const joinedAt = g.connectedAt!;
    const end = g.leftAt ?? g.lastSeenAt ?? joinedAt;
    return {
      user_id: g.userId,
      role: 'GUEST',
      name: g.name,
      joined_at: joinedAt.toISOString(),
      left_at: g.leftAt ? g.leftAt.toISOString() : null,
      seconds: Math.max(0, Math.round((end.getTime() - joinedAt.getTime()) / 1000)),
    };
  });
  const partyEntries = rows.map((r): AttendanceEntry => {
    const joinedAt = r.connectedAt!;
    const end = r.leftAt ?? r.lastSeenAt;
    const role: CallRole = r.userId === parties.lawyerId ? 'LAWYER' : 'CUSTOMER';
    return {
      user_id: r.userId,
      role,
      name: parties.names[r.userId] ?? '',
      joined_at: joinedAt.toISOString(),
      left_at: r.leftAt ? r.leftAt.toISOString() : null,
      seconds: Math.max(0, Math.round((end.getTime() - joinedAt.getTime()) / 1000)),
    };
  });
  return [...partyEntries, ...guestEntries].sort((a, b) => a.joined_at.localeCompare(b.joined_at));
}
