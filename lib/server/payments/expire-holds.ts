import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

/**
 * Ends payment holds whose time ran out: the meeting becomes EXPIRED (its time_holds row goes, so
 * the slot is free again) and its pending payment EXPIRED. Scoped to one lawyer when booking. With
 * `meetingIds`, ends those holds now whatever their time (the provider reported their checkout
 * expired unpaid).
 *
 * One statement (a data-modifying CTE), so both changes land together even when the caller is not in
 * a transaction (the scheduler): a process killed between two separate updates left EXPIRED meetings
 * with PENDING payments (scripts/resilience/crash.ts caught it).
 */
export async function expireStaleHolds(db: Db, options: { lawyerId?: string; now?: Date; meetingIds?: string[] } = {}): Promise<string[]> {
  const now = options.now ?? new Date();
  if (options.meetingIds?.length === 0) return [];
  const which = options.meetingIds
    ? sql`id IN (${sql.join(
        options.meetingIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`hold_expires_at < ${now.toISOString()}::timestamptz`;
  const lawyer = options.lawyerId ? sql`AND lawyer_id = ${options.lawyerId}::uuid` : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH expired AS (
          UPDATE meetings SET status = 'EXPIRED', updated_at = now()
          WHERE status = 'PAYMENT_PENDING' AND ${which} ${lawyer}
          RETURNING id
        ), payments_expired AS (
          -- reconciled_at cleared: the reconciliation job takes one last look at the checkout, in case
          -- money arrived as the hold ran out and its webhook was lost.
          UPDATE payments SET status = 'EXPIRED', reconciled_at = NULL, updated_at = now()
          WHERE meeting_id IN (SELECT id FROM expired) AND status = 'PENDING'
          RETURNING id
        )
        SELECT id FROM expired`,
  );
  return rows.map((r) => r.id);
}
