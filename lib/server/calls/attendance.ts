import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AttendanceReport } from '@/lib/dto/video-call';
import { AppError } from '@/lib/server/platform/http/errors';
import { openCallPartiesOrThrow, type CallPrincipal } from './call-parties';
import { markGuestConnected } from './call-guests';

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
 * POST meeting/{id}/attendance: the call page of a party reports that one of its RTCPeerConnections reached
 * `connected` on connection `conn`. Believed only when it can be true: the window is open, the reporter is
 * in the call (an open join row; the guest: admitted), and that connection was negotiated through our
 * signalling by the reporter and one other party of the call — the offerer's offer and the answerer's
 * answer carry its id, the offerer being the first of the pair in the order lawyer, client, guest (the
 * lawyer offers to both others; the client offers to the guest). Sets connected_at once; a repeat (an ICE
 * restart, a second report, the other connection of a call of three) changes nothing.
 */
export async function recordConnected(who: string | CallPrincipal, meetingId: string, conn: string): Promise<AttendanceReport> {
  const principal: CallPrincipal = typeof who === 'string' ? { kind: 'user', id: who, sessionId: '' } : who;
  const parties = await openCallPartiesOrThrow(principal, meetingId);
  const me = principal.id;
  const guestId = parties.me.guest ? me : parties.peers.find((p) => p.guest)?.id;
  const users = parties.peers.filter((p) => !p.guest).map((p) => p.id);
  const [lawyerId, clientId] = parties.role === 'GUEST' ? users : parties.role === 'LAWYER' ? [me, parties.peerId] : [parties.peerId, me];
  const ranked = [lawyerId, clientId, guestId].filter((id): id is string => Boolean(id));
  const pairs = ranked.flatMap((offerer, i) => ranked.slice(i + 1).map((answerer) => [offerer, answerer] as const));
  const db = await getDb();
  let negotiated = false;
  for (const [offerer, answerer] of pairs.filter((pair) => pair.includes(me))) {
    const [row] = await queryRows<{ ok: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM call_signals WHERE meeting_id = ${meetingId}::uuid AND coalesce(sender_id, guest_id) = ${offerer}::uuid AND kind = 'offer' AND payload->>'conn' = ${conn})
             AND EXISTS (SELECT 1 FROM call_signals WHERE meeting_id = ${meetingId}::uuid AND coalesce(sender_id, guest_id) = ${answerer}::uuid AND kind = 'answer' AND payload->>'conn' = ${conn}) AS ok`,
    );
    if (row?.ok) negotiated = true;
  }
  if (!negotiated) {
    throw new AppError('CONFLICT', 'video.connectionNotSetUp', { key: 'CALL_CONNECTION_UNKNOWN' });
  }
  if (parties.me.guest) {
    const connectedAt = await markGuestConnected(me);
    if (!connectedAt) throw new AppError('CONFLICT', 'video.joinCallFirst', { key: 'CALL_NOT_JOINED' });
    return { attended: true, connected_at: connectedAt.toISOString() };
  }
  const [row] = await db
    .update(t.callAttendance)
    .set({ connectedAt: sql`coalesce(${t.callAttendance.connectedAt}, now())` })
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, me), isNull(t.callAttendance.leftAt)))
    .returning({ connectedAt: t.callAttendance.connectedAt });
  if (!row?.connectedAt) throw new AppError('CONFLICT', 'video.joinCallFirst', { key: 'CALL_NOT_JOINED' });
  return { attended: true, connected_at: row.connectedAt.toISOString() };
}
