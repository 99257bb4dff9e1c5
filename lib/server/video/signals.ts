import 'server-only';
import { and, asc, desc, eq, gt, ne } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { CallEvent } from '@/lib/dto/video-call';
import { logger } from '@/lib/server/log/logger';
import type { CallEventBody } from '@/lib/validation/call';
import { openCallPeerOrThrow } from './join-rules';
import { announceWaiting } from './announce-waiting';
import { insertSignal } from '@/lib/server/call-signals/insert-signal';
import { isPresent } from '@/lib/server/meetings/attendance';

/** POST meeting/{id}/events: a party of an open call sends the other party a signal (the route counts the sender's limit first). */
export async function sendCallEvent(userId: string, meetingId: string, body: CallEventBody): Promise<{ _id: string }> {
  const { peerId, role } = await openCallPeerOrThrow(userId, meetingId);
  // A call that does not connect is the support case we most need to see: one warn line with the
  // meeting and what the browser saw (states and candidate counts; the report carries no SDP).
  if (body.kind === 'failure') logger().warn({ meetingId, userId, report: { ...body, kind: undefined } }, 'call not connecting');
  // A party in the call is not in its lobby: a lobby announcement that arrives after the join (sent
  // as the lobby opened, or its 20 s repeat, racing the Join click on another connection) would tell
  // the other party they went back to the lobby, and nothing in the call says "in-call" again — their
  // camera-off, reconnecting and trouble notices would never show (calls e2e, 2026-11-25). Dropped.
  // Asked under the meeting's signal lock: the join records the attendance, then stores its "in-call" under
  // that lock, so either this announcement comes first (and "in-call" after it), or it sees the join and goes
  // (a check before the lock let both land in the same millisecond, "lobby" last: proxy e2e, CI of 2026-11-27).
  if (body.kind === 'presence' && body.state === 'lobby') {
    const id = await insertSignal(meetingId, userId, body, { unless: (tx) => isPresent(meetingId, userId, new Date(), tx) });
    if (id === null) return { _id: '0' };
    // Someone in the lobby: the other party, if away, is told (once per meeting), by the outbox after
    // the commit, never holding up this answer.
    await announceWaiting(meetingId, { id: userId, role }, peerId);
    return { _id: String(id) };
  }
  const id = await insertSignal(meetingId, userId, body);
  return { _id: String(id) };
}

/** The other party's signals after `afterId`, oldest first (what a stream has not delivered yet). */
export async function readSignalsAfter(meetingId: string, peerId: string, afterId: number, limit = 500): Promise<CallEvent[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(t.callSignals)
    .where(and(eq(t.callSignals.meetingId, meetingId), eq(t.callSignals.senderId, peerId), gt(t.callSignals.id, afterId)))
    .orderBy(asc(t.callSignals.id))
    .limit(limit);
  return rows.map(
    (r) =>
      ({ ...(r.payload as object), kind: r.kind, id: String(r.id), from: r.senderId, sent_at: r.createdAt.toISOString() }) as CallEvent,
  );
}

/** The newest signal id of a meeting not sent by `userId` (a fresh stream starts after it). */
export async function lastSignalId(meetingId: string, userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ id: t.callSignals.id })
    .from(t.callSignals)
    .where(and(eq(t.callSignals.meetingId, meetingId), ne(t.callSignals.senderId, userId)))
    .orderBy(desc(t.callSignals.id))
    .limit(1);
  return row?.id ?? 0;
}
