import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyers/profile/profile-change';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { DELETION_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';

/**
 * A sign-in during the grace period cancels the pending deletion (called by startSession, the one
 * door of every sign-in: password, mailed link, Google/Facebook). The profiles the request took down
 * go back up as they were, and the outbox tells the person (`deletion:cancel`). Returns whether a deletion was cancelled, so the sign-in can say so.
 * A deletion already claimed by the scheduler (erasing now) is not cancelled: its row is locked.
 */
export async function cancelPendingDeletion(userId: string): Promise<boolean> {
  const db = await getDb();
  const before = await readListingFacts(userId);
  const cancelled = await transactionWithEvents(db, async (tx) => {
    const [row] = await tx
      .update(t.accountDeletions)
      .set({ cancelledAt: sql`now()` })
      .where(
        and(
          eq(t.accountDeletions.userId, userId),
          isNull(t.accountDeletions.cancelledAt),
          isNull(t.accountDeletions.completedAt),
          sql`(${t.accountDeletions.claimedUntil} IS NULL OR ${t.accountDeletions.claimedUntil} < now())`,
        ),
      )
      .returning({
        id: t.accountDeletions.id,
        wasPublic: t.accountDeletions.wasPublic,
        notaryWasPublic: t.accountDeletions.notaryWasPublic,
      });
    if (!row) return undefined;
    if (row.wasPublic)
      await tx
        .update(t.lawyerProfiles)
        .set({ isPublic: true, updatedAt: sql`now()` })
        .where(eq(t.lawyerProfiles.userId, userId));
    if (row.notaryWasPublic) await tx.update(t.notaryProfiles).set({ isPublic: true }).where(eq(t.notaryProfiles.userId, userId));
    await recordEvents(tx, DELETION_EVENTS, {
      aggregateId: row.id,
      event: 'cancel',
      status: 'cancelled',
      actor: { role: 'USER', id: userId },
    });
    return row;
  });
  if (!cancelled) return false;
  if (before) await revalidateLawyerListing(userId, before);
  return true;
}

/** The account's pending deletion, if any (the settings page and the sign-in's check). */
export async function findPendingDeletion(userId: string): Promise<{ requestedAt: Date; dueAt: Date } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ requestedAt: t.accountDeletions.requestedAt, dueAt: t.accountDeletions.dueAt })
    .from(t.accountDeletions)
    .where(and(eq(t.accountDeletions.userId, userId), isNull(t.accountDeletions.cancelledAt), isNull(t.accountDeletions.completedAt)));
  return row;
}
