import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';

/**
 * What a deletion request does at once, before the grace period ends (and what an erasure does
 * first): every session ends, push subscriptions go (no message reaches a device any more), the
 * lawyer's calendar feed URL stops working, and a lawyer's or notary's public profile leaves search,
 * landing pages and the sitemap (is_public off; the search projection follows by trigger). Returns
 * whether the profiles were public, so a cancellation can put them back.
 */
export async function takeAccountOffline(tx: Db, userId: string): Promise<{ wasPublic: boolean; notaryWasPublic: boolean }> {
  await tx
    .update(t.sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt)));
  await tx.delete(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, userId));
  const [lawyer] = await tx
    .select({ isPublic: t.lawyerProfiles.isPublic })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, userId))
    .for('update');
  if (lawyer) {
    await tx
      .update(t.lawyerProfiles)
      .set({ isPublic: false, icalFeedToken: null, updatedAt: sql`now()` })
      .where(eq(t.lawyerProfiles.userId, userId));
  }
  const [notary] = await tx
    .select({ isPublic: t.notaryProfiles.isPublic })
    .from(t.notaryProfiles)
    .where(eq(t.notaryProfiles.userId, userId))
    .for('update');
  if (notary) await tx.update(t.notaryProfiles).set({ isPublic: false }).where(eq(t.notaryProfiles.userId, userId));
  return { wasPublic: lawyer?.isPublic ?? false, notaryWasPublic: notary?.isPublic ?? false };
}
