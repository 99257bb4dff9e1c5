import 'server-only';
import type { PartyPresence } from '@/lib/dto/video-call';
import { isPresent, PRESENCE_TIMEOUT_MS } from '@/lib/server/meetings/attendance';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { findGuest, guestPresence } from './call-guests';

/**
 * Where a party of a call is now: in the call (an open attendance row seen lately), in its lobby (a
 * 'lobby' presence announced lately: the lobby repeats it every 20 s), or away. The same two facts
 * the event stream's presence snapshot (call-event-stream.ts) and the live list both read.
 */
export async function presenceOf(
  meetingId: string,
  party: string | { id: string; guest: boolean },
  now = new Date(),
): Promise<PartyPresence> {
  // The invited guest (issue 63 item 5): their row says whether their call page is open.
  if (typeof party !== 'string' && party.guest) {
    const access = await findGuest(party.id);
    return access ? guestPresence(access.guest, now) : 'left';
  }
  const userId = typeof party === 'string' ? party : party.id;
  const [inCall, last] = await Promise.all([isPresent(meetingId, userId, now), lastPresence(meetingId, userId)]);
  if (inCall) return 'in-call';
  return last?.state === 'lobby' && now.getTime() - last.at.getTime() < PRESENCE_TIMEOUT_MS ? 'lobby' : 'left';
}

/** The other party's last presence signal (the lobby announces itself; the call says in-call / left). */
async function lastPresence(meetingId: string, peerId: string): Promise<{ state: string; at: Date } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ payload: t.callSignals.payload, at: t.callSignals.createdAt })
    .from(t.callSignals)
    .where(and(eq(t.callSignals.meetingId, meetingId), eq(t.callSignals.senderId, peerId), eq(t.callSignals.kind, 'presence')))
    .orderBy(desc(t.callSignals.id))
    .limit(1);
  return row ? { state: (row.payload as { state: string }).state, at: row.at } : null;
}
