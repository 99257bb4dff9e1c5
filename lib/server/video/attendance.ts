import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { AttendanceEntry, CallRole } from '@/lib/dto/video-call';

/** A party whose stream has been quiet this long is no longer in the call (heartbeats come every 15 s). */
export const PRESENCE_TIMEOUT_MS = 40_000;

/** A join: closes the party's earlier open row (a reload, a second tab) and opens a new one. */
export async function recordJoin(meetingId: string, userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(t.callAttendance)
      .set({ leftAt: sql`GREATEST(${t.callAttendance.lastSeenAt}, ${t.callAttendance.joinedAt})` })
      .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNull(t.callAttendance.leftAt)));
    await tx.insert(t.callAttendance).values({ meetingId, userId });
  });
}

/** A leave (the Leave button, or the page closing with sendBeacon). */
export async function recordLeave(meetingId: string, userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(t.callAttendance)
    .set({ leftAt: sql`now()`, lastSeenAt: sql`now()` })
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNull(t.callAttendance.leftAt)));
}

/** The party is still there: called on each heartbeat of their event stream. */
export async function touchAttendance(meetingId: string, userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(t.callAttendance)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNull(t.callAttendance.leftAt)));
}

/**
 * Whether this user ever joined the meeting's call: what "attended" means for the cancellation
 * policy, the settlement and the review rule.
 */
export async function hasJoined(meetingId: string, userId: string, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ id: t.callAttendance.id })
    .from(t.callAttendance)
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Whether this user is in the call now: an open row seen recently. */
export async function isPresent(meetingId: string, userId: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ lastSeenAt: t.callAttendance.lastSeenAt })
    .from(t.callAttendance)
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNull(t.callAttendance.leftAt)));
  return rows.some((r) => now.getTime() - r.lastSeenAt.getTime() < PRESENCE_TIMEOUT_MS);
}

/** Who joined when and for how long (a row never closed ends when its party was last seen). */
export async function listAttendance(
  meetingId: string,
  parties: { customerId: string; lawyerId: string; names: Record<string, string> },
): Promise<AttendanceEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({
      userId: t.callAttendance.userId,
      joinedAt: t.callAttendance.joinedAt,
      leftAt: t.callAttendance.leftAt,
      lastSeenAt: t.callAttendance.lastSeenAt,
    })
    .from(t.callAttendance)
    .where(eq(t.callAttendance.meetingId, meetingId))
    .orderBy(asc(t.callAttendance.joinedAt));
  return rows.map((r) => {
    const end = r.leftAt ?? r.lastSeenAt;
    const role: CallRole = r.userId === parties.lawyerId ? 'LAWYER' : 'CUSTOMER';
    return {
      user_id: r.userId,
      role,
      name: parties.names[r.userId] ?? '',
      joined_at: r.joinedAt.toISOString(),
      left_at: r.leftAt ? r.leftAt.toISOString() : null,
      seconds: Math.max(0, Math.round((end.getTime() - r.joinedAt.getTime()) / 1000)),
    };
  });
}
