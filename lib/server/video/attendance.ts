import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AttendanceReport } from '@/lib/dto/video-call';
import { AppError } from '@/lib/server/http/errors';
import { openCallPeerOrThrow } from './join-rules';

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
    throw new AppError('CONFLICT', 'video.connectionNotSetUp', { key: 'CALL_CONNECTION_UNKNOWN' });
  }
  const [row] = await db
    .update(t.callAttendance)
    .set({ connectedAt: sql`coalesce(${t.callAttendance.connectedAt}, now())` })
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId), isNull(t.callAttendance.leftAt)))
    .returning({ connectedAt: t.callAttendance.connectedAt });
  if (!row?.connectedAt) throw new AppError('CONFLICT', 'video.joinCallFirst', { key: 'CALL_NOT_JOINED' });
  return { attended: true, connected_at: row.connectedAt.toISOString() };
}
