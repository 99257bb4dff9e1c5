import 'server-only';
import { sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { DELETION_GRACE_DAYS } from '@/lib/config/privacy';
import { AppError } from '@/lib/server/platform/http/errors';
import { assertNoDeletionBlockers } from './find-deletion-blockers';
import { takeAccountOffline } from './take-account-offline';

export type ScheduledDeletion = { id: string; dueAt: Date };

/**
 * Records a deletion request and takes the account offline, in the caller's transaction: refused
 * (409 DELETION_BLOCKED, naming what to finish first) while a paid meeting is still to come or a work
 * item is open, or (409) when one is already pending. A person's own request waits the grace period;
 * an admin's (a request that came by other means) is due at once.
 */
export async function scheduleDeletion(
  tx: Db,
  userId: string,
  options: { source: 'SELF' | 'ADMIN'; requestedBy: string; reason?: string },
): Promise<ScheduledDeletion> {
  // The row lock orders this against a booking's or a concurrent request's reads of the account.
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  await assertNoDeletionBlockers(tx, userId);
  const offline = await takeAccountOffline(tx, userId);
  const grace = options.source === 'SELF' ? sql`now() + make_interval(days => ${DELETION_GRACE_DAYS})` : sql`now()`;
  const [row] = await tx
    .insert(t.accountDeletions)
    .values({
      userId,
      source: options.source,
      requestedBy: options.requestedBy,
      reason: options.reason ?? null,
      dueAt: grace,
      wasPublic: offline.wasPublic,
      notaryWasPublic: offline.notaryWasPublic,
    })
    .onConflictDoNothing()
    .returning({ id: t.accountDeletions.id, dueAt: t.accountDeletions.dueAt });
  if (!row) throw new AppError('CONFLICT', 'privacy.alreadyPending', { key: 'DELETION_PENDING' });
  return row;
}
