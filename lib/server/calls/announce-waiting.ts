import 'server-only';
import { getDb } from '@/lib/db';
import type { CallRole } from '@/lib/dto/video-call';
import { waitingNoticeGiven } from '@/lib/server/messaging/notifications/waiting-notices';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { MEETING_EVENTS } from '@/lib/server/meetings/events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { presenceOf } from './presence';

/**
 * Someone is in the call or its lobby: the other party, if away, is to be told (once per meeting) —
 * by the outbox after this commit (noticeWaitingPeer in waiting-notice.ts), never by the request,
 * which answers without waiting for the mail, the text or the push. Two looks first, so that the
 * lobby's repeats (every 20 s) record nothing once the peer was told or while the peer is there; the
 * handler looks again. A notice lost with the process is the outbox's to retry (the event is pending).
 */
export async function announceWaiting(meetingId: string, waiter: { id: string; role: CallRole }, peerId: string): Promise<void> {
  if (await waitingNoticeGiven(meetingId, peerId)) return;
  if ((await presenceOf(meetingId, peerId)) !== 'left') return;
  const db = await getDb();
  await transactionWithEvents(db, (tx) =>
    recordEvents(tx, MEETING_EVENTS, {
      aggregateId: meetingId,
      event: 'party-waiting',
      status: 'waiting',
      actor: { role: waiter.role, id: waiter.id },
      payload: { waiterId: waiter.id, peerId },
    }),
  );
}
