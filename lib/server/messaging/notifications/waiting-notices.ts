import 'server-only';
import { eq, like } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';

/** The notice telling `recipientId` that the other party waits in the meeting's call: once per meeting. */
export const waitingNoticeKey = (meetingId: string, recipientId: string) => `call-waiting:${meetingId}:${recipientId}`;

/** Whether the waiting notice to `recipientId` was given (its in-app row, which tell-user stores as `note:<key>`). */
export async function waitingNoticeGiven(meetingId: string, recipientId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: t.notifications.id })
    .from(t.notifications)
    .where(eq(t.notifications.dedupeKey, `note:${waitingNoticeKey(meetingId, recipientId)}`))
    .limit(1);
  return row !== undefined;
}

/**
 * A settled meeting's call cannot be joined any more: its in-app "… is waiting — Join now" notices go
 * (issue 57 item 6 — the lawyer's dashboard kept offering to join an ended call). They said someone
 * waits now; the e-mail and text that went out stay as sent. Called in the settlement's transaction.
 */
export async function withdrawWaitingNotices(tx: Db, meetingId: string): Promise<void> {
  // tell-user stores a notification's key as `note:<key>`; meetingId is a uuid (no LIKE wildcards).
  await tx.delete(t.notifications).where(like(t.notifications.dedupeKey, `note:${waitingNoticeKey(meetingId, '')}%`));
}
