import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { CallEvent } from '@/lib/dto/video-call';
import { logger } from '@/lib/server/platform/log/logger';
import type { CallEventBody } from '@/lib/validation/call';
import { AppError } from '@/lib/server/platform/http/errors';
import { assertPeer, openCallPartiesOrThrow, type CallPeer, type CallPrincipal } from './call-parties';
import { announceWaiting } from './announce-waiting';
import { insertSignal } from '@/lib/server/meetings/call-signals/insert-signal';
import { isPresent } from '@/lib/server/meetings/attendance';

/** POST meeting/{id}/events: a party of an open call sends the other party a signal (the route counts the sender's limit first). */
export async function sendCallEvent(principal: CallPrincipal, meetingId: string, body: CallEventBody): Promise<{ _id: string }> {
  const parties = await openCallPartiesOrThrow(principal, meetingId);
  assertPeer(parties, 'to' in body ? body.to : undefined);
  if (principal.kind === 'guest') return sendGuestEvent(principal.id, meetingId, body);
  const { peerId, role } = parties;
  const userId = principal.id;
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
  if (body.kind === 'presence' && body.state === 'lobby' && role !== 'GUEST') {
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

/**
 * The guest's signals: the call is not theirs to end (a hang-up would end it for the lawyer and the client),
 * and each negotiation signal names which of the two it is for (each pair has its own connection).
 */
async function sendGuestEvent(guestId: string, meetingId: string, body: CallEventBody): Promise<{ _id: string }> {
  if (body.kind === 'hangup') throw new AppError('FORBIDDEN', 'callGuest.cannotEndCall', { key: 'CALL_GUEST_CANNOT_END' });
  if ((body.kind === 'offer' || body.kind === 'answer' || body.kind === 'candidate') && !body.to) {
    throw new AppError('BAD_REQUEST', 'callGuest.unknownParty', { key: 'CALL_UNKNOWN_PARTY' });
  }
  if (body.kind === 'failure') logger().warn({ meetingId, guestId, report: { ...body, kind: undefined } }, 'call not connecting');
  const id = await insertSignal(meetingId, { guestId }, body);
  return { _id: String(id) };
}

/** What a guest hears that was sent to everyone: never the case's activity (files, comments), nor another pair's negotiation. */
const GUEST_BROADCAST_KINDS = ['presence', 'media', 'hangup'];

/** A signal's sender, user or guest. */
const senderOf = sql<string>`coalesce(${t.callSignals.senderId}, ${t.callSignals.guestId})`;

/**
 * The others' signals after `afterId` that are for `reader`, oldest first (what a stream has not delivered
 * yet): sent to everyone or to the reader. A guest hears only what is addressed to them, and the call's
 * presence, media and hang-up.
 */
export async function readSignalsAfter(meetingId: string, reader: CallPeer, afterId: number, limit = 500): Promise<CallEvent[]> {
  const db = await getDb();
  const forReader = reader.guest
    ? or(eq(t.callSignals.toParty, reader.id), and(isNull(t.callSignals.toParty), inArray(t.callSignals.kind, GUEST_BROADCAST_KINDS)))
    : or(isNull(t.callSignals.toParty), eq(t.callSignals.toParty, reader.id));
  const rows = await db
    .select()
    .from(t.callSignals)
    .where(and(eq(t.callSignals.meetingId, meetingId), gt(t.callSignals.id, afterId), sql`${senderOf} <> ${reader.id}::uuid`, forReader))
    .orderBy(asc(t.callSignals.id))
    .limit(limit);
  return rows.map(
    (r) =>
      ({
        ...(r.payload as object),
        kind: r.kind,
        id: String(r.id),
        from: r.senderId ?? r.guestId,
        ...(r.toParty ? { to: r.toParty } : {}),
        sent_at: r.createdAt.toISOString(),
      }) as CallEvent,
  );
}

/** The newest signal id of a meeting not sent by `partyId` (a fresh stream starts after it). */
export async function lastSignalId(meetingId: string, partyId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ id: t.callSignals.id })
    .from(t.callSignals)
    .where(and(eq(t.callSignals.meetingId, meetingId), sql`${senderOf} <> ${partyId}::uuid`))
    .orderBy(desc(t.callSignals.id))
    .limit(1);
  return row?.id ?? 0;
}
