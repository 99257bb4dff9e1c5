import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { DeletionBlocker } from '@/lib/dto/privacy';
import { AppError } from '@/lib/server/platform/http/errors';

type Row = { kind: DeletionBlocker['kind']; id: string; title: string; at: Date | string | null; as_customer: boolean };

/**
 * What must be finished before an account may be deleted: a paid meeting still to come (the other
 * party is counting on it, and a refund is decided by cancelling it, not by erasing the account) and
 * a work item in motion (a proposal out, a payment pending, paid work not yet completed). Read again
 * in the transaction that schedules the deletion and in the one that erases, so nothing booked in
 * the grace period is erased from under the other party.
 */
export async function findDeletionBlockers(db: Db, userId: string): Promise<DeletionBlocker[]> {
  return (await blockerRows(db, userId)).map(toBlocker);
}

/** 409 for an account that may not be deleted yet, with the first blocker's words (the page lists them all). */
export async function assertNoDeletionBlockers(db: Db, userId: string): Promise<void> {
  const [first] = await blockerRows(db, userId);
  if (!first) return;
  throw new AppError('CONFLICT', first.kind === 'UPCOMING_MEETING' ? 'privacy.blockedByMeeting' : 'privacy.blockedByWorkItem', {
    key: 'DELETION_BLOCKED',
    params: { title: first.title },
  });
}

function blockerRows(db: Db, userId: string): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`
    SELECT 'UPCOMING_MEETING' AS kind, m.id, m.subject AS title, m.start_at AS at, m.customer_id = ${userId} AS as_customer
      FROM meetings m
     WHERE (m.customer_id = ${userId} OR m.lawyer_id = ${userId}) AND m.status = 'CONFIRMED' AND m.end_at > now()
    UNION ALL
    SELECT 'OPEN_WORK_ITEM', w.id, w.title, NULL, w.customer_id = ${userId}
      FROM work_items w
     WHERE (w.customer_id = ${userId} OR w.lawyer_id = ${userId}) AND w.status IN ('PROPOSAL', 'PAYMENT_PENDING', 'PAID')
     ORDER BY 1, 4`,
  );
}

function toBlocker(row: Row): DeletionBlocker {
  const portal = row.as_customer ? '/customer-portal' : '/lawyer-portal';
  return row.kind === 'UPCOMING_MEETING'
    ? {
        kind: row.kind,
        message: `Your paid meeting "${row.title}" has not happened yet. Attend it or cancel it first.`,
        path: `${portal}/meeting/${row.id}`,
      }
    : {
        kind: row.kind,
        message: `The work item "${row.title}" is still open. Complete, withdraw or reject it first.`,
        path: `${portal}/work-items/${row.id}`,
      };
}
