import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyer-profile/profile-change';
import { sendDeletionCancelled } from './deletion-emails';

/**
 * A sign-in during the grace period cancels the pending deletion (called by startSession, the one
 * door of every sign-in: password, mailed link, Google/Facebook). The profiles the request took down
 * go back up as they were. Returns whether a deletion was cancelled, so the sign-in can say so.
 * A deletion already claimed by the scheduler (erasing now) is not cancelled: its row is locked.
 */
export async function cancelPendingDeletion(userId: string): Promise<boolean> {
  const db = await getDb();
  const before = await readListingFacts(userId);
  const cancelled = await db.transaction(async (tx) => {
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
    return row;
  });
  if (!cancelled) return false;
  if (before) await revalidateLawyerListing(userId, before);
  const [user] = await db
    .select({ id: t.users.id, email: t.users.email, firstName: t.users.firstName, timezone: t.users.timezone, language: t.users.language })
    .from(t.users)
    .where(eq(t.users.id, userId));
  if (user) await sendDeletionCancelled(user, cancelled.id);
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
