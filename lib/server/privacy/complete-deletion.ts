import 'server-only';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyers/profile/profile-change';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { ERASURE_ATTEMPTS } from '@/lib/config/privacy';
import { pgErrorCode } from '@/lib/server/platform/http/errors';
import { logger } from '@/lib/server/platform/log/logger';
import { recordEmail } from '@/lib/server/messaging/mail/record-email';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { DELETION_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { deletionCompletedMail } from './deletion-completed-mail';
import { eraseAccount } from './erase-account';
import { findDeletionBlockers } from './find-deletion-blockers';

/** How long one erasure may hold its request before another scheduler may take it (it covers the blob removal). */
const CLAIM_MS = 10 * 60_000;
/** A deletion that finds something open again (a proposal sent in the grace period) waits this long and looks again. */
const RETRY_MS = 24 * 60 * 60_000;

/**
 * A failure's reason as the admin reads it: the innermost error's SQLSTATE and message. Not Drizzle's
 * wrapper, whose message repeats the query's parameters (the very e-mail and name being erased).
 */
function failureReason(error: unknown): string {
  let root: unknown = error;
  for (let depth = 0; depth < 4 && (root as { cause?: unknown })?.cause; depth++) root = (root as { cause: unknown }).cause;
  const code = pgErrorCode(error);
  const message = root instanceof Error ? root.message : String(root);
  return (code ? `${code}: ${message}` : message).slice(0, 500);
}

/**
 * Carries out one deletion request that is due: claims it (a lease), erases the account in one
 * transaction that also marks the request completed, then removes the files' blobs, revalidates the
 * pages that listed a lawyer; the mail to the address the account had is recorded in that transaction
 * and sent by the outbox after it (`deletion:complete`: an admin's erasure never waits for it). Returns false when the request
 * was not due, not open, claimed elsewhere, spent its tries, found something open again (then it
 * waits a day), or failed: the failure is counted with its reason, and after ERASURE_ATTEMPTS the
 * request is marked failed (the admin's privacy page shows it) and the scheduler stops trying.
 */
export async function completeDeletion(deletionId: string, options: { now?: Date } = {}): Promise<boolean> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const [claimed] = await db
    .update(t.accountDeletions)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(t.accountDeletions.id, deletionId),
        isNull(t.accountDeletions.cancelledAt),
        isNull(t.accountDeletions.completedAt),
        isNull(t.accountDeletions.failedAt),
        lte(t.accountDeletions.dueAt, now),
        sql`(${t.accountDeletions.claimedUntil} IS NULL OR ${t.accountDeletions.claimedUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ userId: t.accountDeletions.userId });
  if (!claimed) return false;
  const userId = claimed.userId;
  const before = await readListingFacts(userId);
  const outcome = await transactionWithEvents(db, async (tx) => {
    const [user] = await tx
      .select({ email: t.users.email, firstName: t.users.firstName, language: t.users.language })
      .from(t.users)
      .where(eq(t.users.id, userId))
      .for('update');
    if ((await findDeletionBlockers(tx, userId)).length > 0) {
      await tx
        .update(t.accountDeletions)
        .set({ dueAt: new Date(now.getTime() + RETRY_MS), claimedUntil: null })
        .where(eq(t.accountDeletions.id, deletionId));
      return undefined;
    }
    const erased = await eraseAccount(tx, userId);
    await tx
      .update(t.accountDeletions)
      .set({ completedAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(eq(t.accountDeletions.id, deletionId));
    if (user && !user.email.endsWith('@erased.invalid')) {
      const emailId = await recordEmail(tx, deletionCompletedMail(user, deletionId));
      await recordEvents(tx, DELETION_EVENTS, {
        aggregateId: deletionId,
        event: 'complete',
        status: 'completed',
        actor: { role: 'SYSTEM', id: null },
        payload: { emailId, userId },
      });
    }
    return erased;
  }).catch(async (error: unknown) => {
    const reason = failureReason(error);
    logger().error({ deletion_id: deletionId, reason }, 'erasure failed');
    const attempts = sql`${t.accountDeletions.attempts} + 1`;
    await db
      .update(t.accountDeletions)
      .set({
        attempts,
        lastError: reason,
        claimedUntil: null,
        failedAt: sql`CASE WHEN ${attempts} >= ${ERASURE_ATTEMPTS} THEN now() END`,
      })
      .where(eq(t.accountDeletions.id, deletionId));
    return undefined;
  });
  if (!outcome) return false;
  const storage = getStorage();
  for (const key of outcome.storageKeys) {
    await storage.delete(key).catch((error: unknown) => console.error('[privacy] blob not removed', key, error));
  }
  // Normally nothing left to revalidate (the request unlisted the lawyer); kept for a profile made public again meanwhile.
  if (before) await revalidateLawyerListing(userId, before);
  return true;
}

/** The scheduler's pass: every deletion request whose grace period has ended. */
export async function completeDueDeletions(options: { now?: Date } = {}): Promise<number> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: t.accountDeletions.id })
    .from(t.accountDeletions)
    .where(
      and(
        isNull(t.accountDeletions.cancelledAt),
        isNull(t.accountDeletions.completedAt),
        isNull(t.accountDeletions.failedAt),
        lte(t.accountDeletions.dueAt, now),
      ),
    )
    .limit(20);
  let done = 0;
  for (const row of due) {
    try {
      if (await completeDeletion(row.id, { now })) done++;
    } catch (error) {
      // After the commit (the completion mail): the erasure itself is done.
      console.error('[privacy] after the erasure', row.id, error);
    }
  }
  return done;
}
