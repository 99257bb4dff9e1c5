import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError, appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyers/profile/profile-change';
import { isUuid } from '@/lib/validation/ids';
import type { AdminErasureInput } from '@/lib/validation/privacy';
import { completeDeletion } from './complete-deletion';
import { scheduleDeletion } from './schedule-deletion';

/**
 * A request whose erasure failed ERASURE_ATTEMPTS times is tried again, due now, when an admin erases
 * the person again (after fixing what the privacy page said went wrong). Returns it, or undefined.
 */
async function rearmFailedDeletion(tx: Db, userId: string): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .update(t.accountDeletions)
    .set({ failedAt: null, attempts: 0, lastError: null, claimedUntil: null, dueAt: sql`least(${t.accountDeletions.dueAt}, now())` })
    .where(
      and(
        eq(t.accountDeletions.userId, userId),
        isNull(t.accountDeletions.cancelledAt),
        isNull(t.accountDeletions.completedAt),
        isNotNull(t.accountDeletions.failedAt),
      ),
    )
    .returning({ id: t.accountDeletions.id });
  return row;
}

/**
 * An admin carries out a deletion that came by other means (a letter, an e-mail to the DPO): the same
 * request row (source ADMIN, due now) and the same erasure as a person's own request, without the
 * grace period. The request and its audit row (who, why) commit together; the erasure follows at
 * once. The same refusals hold: a paid meeting to come or an open work item must be settled first.
 * A request whose erasure failed is tried again instead of a new one being made.
 */
export async function eraseAccountByAdmin(
  adminId: string,
  userId: string,
  input: AdminErasureInput,
): Promise<{ deletion_id: string; erased: boolean }> {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', 'privacy.noSuchPerson', { key: 'USER_NOT_FOUND' });
  if (userId === adminId) throw new AppError('CONFLICT', 'privacy.cannotEraseOwnAccount', { key: 'ERASE_SELF' });
  const db = await getDb();
  const before = await readListingFacts(userId);
  const deletion = await db
    .transaction(async (tx) => {
      const retried = await rearmFailedDeletion(tx, userId);
      const scheduled =
        retried ?? (await scheduleDeletion(tx, userId, { source: 'ADMIN', requestedBy: adminId, reason: input.reason.trim() }));
      await writeAuditLog(
        {
          actorId: adminId,
          action: 'user.erase',
          targetType: 'user',
          targetId: userId,
          reason: input.reason.trim(),
          metadata: { deletion_id: scheduled.id, ...(retried ? { retry: true } : {}) },
        },
        tx,
      );
      return scheduled;
    })
    .catch((error) => {
      throw appErrorFromDatabase(error) ?? error;
    });
  // The listing went with the request; completeDeletion reads the facts after it, so the pages are revalidated here.
  if (before) await revalidateLawyerListing(userId, before);
  return { deletion_id: deletion.id, erased: await completeDeletion(deletion.id) };
}
