import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { DELETION_MESSAGES } from '@/lib/config/privacy';
import type { DeletionRequestResult } from '@/lib/dto/privacy';
import { consumeAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { verifyPassword } from '@/lib/server/platform/security/password';
import { consumeRateLimit, subjectKey, tooManyRequests } from '@/lib/server/platform/security/rate-limit';
import { AUTH_LIMITS } from '@/lib/server/platform/security/limits';
import type { SessionUser } from '@/lib/server/platform/security/types';
import { AppError, appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyers/profile/profile-change';
import type { AccountDeletionInput } from '@/lib/validation/privacy';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { DELETION_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { assertNoDeletionBlockers } from './find-deletion-blockers';
import { scheduleDeletion } from './schedule-deletion';

async function loadPerson(userId: string) {
  const db = await getDb();
  const [user] = await db
    .select({
      id: t.users.id,
      email: t.users.email,
      firstName: t.users.firstName,
      timezone: t.users.timezone,
      language: t.users.language,
      passwordHash: t.users.passwordHash,
    })
    .from(t.users)
    .where(eq(t.users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'privacy.signAgain', { key: 'UNAUTHORIZED' });
  return user;
}

/**
 * Schedules the deletion in one transaction with its `deletion:request` event: the outbox mails step 1
 * after the commit (the mail never announces a rolled-back request, and the answer never waits for it).
 */
async function scheduleAndTell(user: Awaited<ReturnType<typeof loadPerson>>): Promise<DeletionRequestResult> {
  const db = await getDb();
  const before = await readListingFacts(user.id);
  const deletion = await transactionWithEvents(db, async (tx) => {
    const scheduled = await scheduleDeletion(tx, user.id, { source: 'SELF', requestedBy: user.id });
    await recordEvents(tx, DELETION_EVENTS, {
      aggregateId: scheduled.id,
      event: 'request',
      status: 'scheduled',
      actor: { role: 'USER', id: user.id },
    });
    return scheduled;
  }).catch((error) => {
    throw appErrorFromDatabase(error) ?? error;
  });
  // A lawyer left search in that transaction; the prerendered pages that listed them follow now.
  if (before) await revalidateLawyerListing(user.id, before);
  return { status: 'scheduled', message: DELETION_MESSAGES.requested, due_at: deletion.dueAt.toISOString() };
}

/**
 * The signed-in person asks for their account to be deleted. The password proves it is them (rate
 * limited like sign-in: a stolen session cannot guess it); an account without one (Google/Facebook)
 * is mailed a fresh one-hour link instead, and the link's page confirms. Blockers are checked before
 * either, so nobody confirms a request that would then be refused.
 */
export async function requestAccountDeletion(session: SessionUser, input: AccountDeletionInput): Promise<DeletionRequestResult> {
  const user = await loadPerson(session.id);
  const db = await getDb();
  await assertNoDeletionBlockers(db, user.id);
  if (!user.passwordHash) {
    // No request yet: the event is the person's (aggregate id), and the outbox mails the link.
    await transactionWithEvents(db, (tx) =>
      recordEvents(tx, DELETION_EVENTS, {
        aggregateId: user.id,
        event: 'confirm-link',
        status: 'asked',
        actor: { role: 'USER', id: user.id },
      }),
    );
    return { status: 'confirmation_sent', message: DELETION_MESSAGES.confirmationSent, due_at: null };
  }
  if (!input.password) throw new AppError('BAD_REQUEST', 'privacy.passwordRequired', { key: 'PASSWORD_REQUIRED' });
  // Counts password tries, so only requests that bring one (their body read).
  const limit = await consumeRateLimit(`delete-account:${subjectKey(user.id)}`, AUTH_LIMITS.deleteAccountPassword, { afterBody: true });
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('FORBIDDEN', 'privacy.wrongPassword', { key: 'WRONG_PASSWORD' });
  }
  return scheduleAndTell(user);
}

/** The mailed link of an account without a password: the token is the proof (single use, one hour). */
export async function confirmAccountDeletion(token: string): Promise<DeletionRequestResult> {
  const userId = await consumeAuthToken(token, 'CONFIRM_DELETION');
  if (!userId) throw new AppError('BAD_REQUEST', 'privacy.linkInvalid', { key: 'INVALID_TOKEN' });
  return scheduleAndTell(await loadPerson(userId));
}
