import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { DELETION_GRACE_DAYS } from '@/lib/config/privacy';
import type { DeletionState } from '@/lib/dto/privacy';
import { env } from '@/lib/server/env';
import type { SessionUser } from '@/lib/server/platform/security/types';
import { findPendingDeletion } from './cancel-account-deletion';
import { findDeletionBlockers } from './find-deletion-blockers';

/** What the deletion page shows the signed-in person: what stops it now, whether a password is asked, the numbers it quotes. */
export async function getDeletionState(session: SessionUser): Promise<DeletionState> {
  const db = await getDb();
  const [user] = await db.select({ passwordHash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, session.id));
  const pending = await findPendingDeletion(session.id);
  return {
    pending: pending ? { requested_at: pending.requestedAt.toISOString(), due_at: pending.dueAt.toISOString() } : null,
    blockers: await findDeletionBlockers(db, session.id),
    has_password: Boolean(user?.passwordHash),
    grace_days: DELETION_GRACE_DAYS,
    retention_years: env().PAYMENT_RECORDS_RETENTION_YEARS,
  };
}
