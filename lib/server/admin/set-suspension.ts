import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { SuspensionResult } from '@/lib/dto/admin';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyers/profile/profile-change';
import type { SuspensionInput } from '@/lib/validation/admin';
import { isUuid } from '@/lib/validation/ids';
import { userNotFound } from './admin-user-row';

/**
 * An admin suspends an account or restores it, in one transaction with its audit row (the admin and
 * the reason). Suspending sets users.disabled_at, which every session lookup, sign-in path and the
 * listing rule already refuse, and revokes the account's sessions, so its next request is signed
 * out and a restore does not revive them (the person signs in again); the search projection follows
 * by trigger. After commit the static pages that showed the lawyer are revalidated.
 */
export async function setSuspension(adminId: string, userId: string, input: SuspensionInput): Promise<SuspensionResult> {
  if (!isUuid(userId)) throw userNotFound();
  if (userId === adminId) throw new AppError('CONFLICT', 'admin.cannotSuspendOwnAccount', { key: 'SUSPEND_SELF' });
  const reason = input.reason.trim();
  const before = await readListingFacts(userId);
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select({ disabledAt: t.users.disabledAt }).from(t.users).where(eq(t.users.id, userId)).for('update');
    if (!row) throw userNotFound();
    if (input.suspended === (row.disabledAt !== null)) {
      throw new AppError('CONFLICT', input.suspended ? 'admin.alreadySuspended' : 'admin.notSuspended', {
        key: 'SUSPENSION_UNCHANGED',
      });
    }
    const [updated] = await tx
      .update(t.users)
      .set({ disabledAt: input.suspended ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(t.users.id, userId))
      .returning({ disabledAt: t.users.disabledAt });
    const ended = input.suspended
      ? await tx
          .update(t.sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt)))
          .returning({ id: t.sessions.id })
      : [];
    await writeAuditLog(
      {
        actorId: adminId,
        action: input.suspended ? 'user.suspend' : 'user.restore',
        targetType: 'user',
        targetId: userId,
        reason,
        metadata: { sessions_ended: ended.length },
      },
      tx,
    );
    return { disabledAt: updated.disabledAt, sessionsEnded: ended.length };
  });
  if (before) await revalidateLawyerListing(userId, before);
  return { _id: userId, suspended_at: outcome.disabledAt?.toISOString() ?? null, sessions_ended: outcome.sessionsEnded };
}
