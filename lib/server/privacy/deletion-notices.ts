import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { deliverRecordedEmail } from '@/lib/server/messaging/mail/send-email';
import { createAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { sendDeletionCancelled, sendDeletionConfirmation, sendDeletionRequested } from './deletion-emails';
import { erasedEmail } from './erase-account';

// The outbox's handlers of the deletion's events (issue 59): each message once per event, however
// often the event runs (the messages' dedupe keys); the requests that record the events never wait.

async function person(userId: string) {
  const db = await getDb();
  const [user] = await db
    .select({ id: t.users.id, email: t.users.email, firstName: t.users.firstName, timezone: t.users.timezone, language: t.users.language })
    .from(t.users)
    .where(eq(t.users.id, userId));
  return user;
}

async function deletion(deletionId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: t.accountDeletions.id, userId: t.accountDeletions.userId, dueAt: t.accountDeletions.dueAt })
    .from(t.accountDeletions)
    .where(eq(t.accountDeletions.id, deletionId));
  return row;
}

/** `deletion:request`: step 1, the request is recorded (its due date read from the row). */
export async function tellDeletionRequested(deletionId: string): Promise<void> {
  const row = await deletion(deletionId);
  const user = row && (await person(row.userId));
  if (user) await sendDeletionRequested(user, row);
}

/** `deletion:cancel`: a sign-in during the grace period cancelled the request. */
export async function tellDeletionCancelled(deletionId: string): Promise<void> {
  const row = await deletion(deletionId);
  const user = row && (await person(row.userId));
  if (user) await sendDeletionCancelled(user, deletionId);
}

/**
 * `deletion:confirm-link` (an account without a password asked): the one-hour link. Its token is made
 * here, after the commit, because only its hash is stored; a run that fails after the mail leaves an
 * unused token (a new one replaces it, createAuthToken).
 */
export async function mailDeletionLink(eventId: string, userId: string): Promise<void> {
  const user = await person(userId);
  if (user) await sendDeletionConfirmation(user, await createAuthToken(user.id, 'CONFIRM_DELETION'), `deletion-link:${eventId}`);
}

/**
 * `deletion:complete`: the mail the erasure recorded in its transaction goes out, then the last trace of
 * the address goes too: the row is kept (the outbox, its delivery state) under the placeholder.
 */
export async function deliverDeletionCompleted(userId: string, payload: { emailId: string }): Promise<void> {
  await deliverRecordedEmail(payload.emailId);
  const db = await getDb();
  await db
    .update(t.outboundEmails)
    .set({ toAddress: erasedEmail(userId) })
    .where(eq(t.outboundEmails.id, payload.emailId));
}
