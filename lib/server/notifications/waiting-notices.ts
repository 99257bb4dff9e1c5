import 'server-only';
import { like } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';

/** The notice telling `recipientId` that the other party waits in the meeting's call: once per meeting. */
export const waitingNoticeKey = (meetingId: string, recipientId: string) => `call-waiting:${meetingId}:${recipientId}`;

/**
 * A settled meeting's call cannot be joined any more: its in-app "… is waiting — Join now" notices go
 * (issue 57 item 6 — the lawyer's dashboard kept offering to join an ended call). They said someone
 * waits now; the e-mail and text that went out stay as sent. Called in the settlement's transaction.
 */
export async function withdrawWaitingNotices(tx: Db, meetingId: string): Promise<void> {
  // tell-user stores a notification's key as `note:<key>`; meetingId is a uuid (no LIKE wildcards).
  await tx.delete(t.notifications).where(like(t.notifications.dedupeKey, `note:${waitingNoticeKey(meetingId, '')}%`));
}
