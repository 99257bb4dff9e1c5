import 'server-only';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AttendanceEntry, AttendanceReport, CallRole } from '@/lib/dto/video-call';
import { AppError } from '@/lib/server/http/errors';
import { openCallPeerOrThrow } from './join-rules';

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

/**
 * POST meeting/{id}/attendance: the call page of a party reports that its RTCPeerConnection reached
 * `connected` on connection `conn`. Believed only when it can be true: the window is open, the
 * reporter is in the call (an open join row), and that connection was negotiated through our
 * signalling by both parties — the lawyer's offer and the client's answer carry its id. Sets the
 * join's connected_at once; a repeat (an ICE restart, a second report) changes nothing.
 */
export async function recordConnected(userId: string, meetingId: string, conn: string): Promise<AttendanceReport> {
  const { peerId, role } = await openCallPeerOrThrow(userId, meetingId);
  const lawyerId = role === 'LAWYER' ? userId : peerId;
  const clientId = role === 'LAWYER' ? peerId : userId;
  const db = await getDb();
  const negotiated = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM call_signals WHERE meeting_id = ${meetingId}::uuid AND sender_id = ${lawyerId}::uuid AND kind = 'offer' AND payload->>'conn' = ${conn})
           AND EXISTS (SELECT 1 FROM call_signals WHERE meeting_id = ${meetingId}::uuid AND sender_id = ${clientId}::uuid AND kind = 'answer' AND payload->>'conn' = ${conn}) AS ok`,
  );
  if (!negotiated[0]?.ok) {
    throw new AppError('CONFLICT', 'This connection was not set up through the call.', { key: 'CALL_CONNECTION_UNKNOWN' });
  }
  const [row] = await db
    .update(t.callAttendance)
    .set({ connectedAt: sql`coalesce(${t.callAttendance.connectedAt}, now())` })
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNull(t.callAttendance.leftAt)))
    .returning({ connectedAt: t.callAttendance.connectedAt });
  if (!row?.connectedAt) throw new AppError('CONFLICT', 'Join the call first.', { key: 'CALL_NOT_JOINED' });
  return { attended: true, connected_at: row.connectedAt.toISOString() };
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
  return rows.map((r) => {
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
}
