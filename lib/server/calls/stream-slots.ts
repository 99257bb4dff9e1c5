import 'server-only';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';

/** How often an open stream pings, re-reads its signals and re-checks its session. */
export const HEARTBEAT_MS = 15_000;

/**
 * Open event streams one user may hold for one meeting, over all instances. A call needs one; a
 * reload or a second tab briefly two. Each costs a connection and a LISTEN fan-out entry, and
 * without a limit one account could hold hundreds.
 */
export const MAX_STREAMS_PER_CALL = 5;

/**
 * A slot not refreshed for this long belongs to a stream that is gone without saying so (its process
 * was killed): it no longer counts. Two heartbeats and some slack, so one slow heartbeat is not
 * enough to lose a place.
 */
const STREAM_STALE_MS = 2 * HEARTBEAT_MS + 10_000;

export type StreamSlot = { id: string; meetingId: string; userId: string; sessionId: string };

const staleBefore = () => sql`now() - ${`${STREAM_STALE_MS} milliseconds`}::interval`;

/**
 * Takes one of the user's places on the meeting (a call_streams row), or refuses with 429. Counting
 * and inserting happen under a lock of that user and meeting, so two instances opening the sixth
 * stream at the same moment cannot both succeed.
 */
export async function claimStreamSlot(party: Omit<StreamSlot, 'id'>): Promise<StreamSlot> {
  const db = await getDb();
  const { meetingId, userId, sessionId } = party;
  const mine = and(eq(t.callStreams.meetingId, meetingId), eq(t.callStreams.userId, userId));
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`call-streams:${meetingId}:${userId}`}))`);
    await tx.delete(t.callStreams).where(and(mine, lt(t.callStreams.lastSeenAt, staleBefore())));
    const [{ open }] = await tx.select({ open: count() }).from(t.callStreams).where(mine);
    if (open >= MAX_STREAMS_PER_CALL) throw new AppError('TOO_MANY_REQUESTS', 'call.tooManyStreams', { key: 'TOO_MANY_STREAMS' });
    const [row] = await tx.insert(t.callStreams).values({ meetingId, userId, sessionId }).returning({ id: t.callStreams.id });
    return row.id;
  });
  return { id, ...party };
}

/**
 * A heartbeat of a live stream. False when the slot is gone: it went stale and another stream took
 * the place, or its session row was deleted (cascade); the stream then ends, and the browser's
 * reconnect claims a place the ordinary way.
 */
export async function touchStreamSlot(slotId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(t.callStreams)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(t.callStreams.id, slotId))
    .returning({ id: t.callStreams.id });
  return rows.length > 0;
}

export async function releaseStreamSlot(slotId: string): Promise<void> {
  const db = await getDb();
  await db.delete(t.callStreams).where(eq(t.callStreams.id, slotId));
}
