import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';

/**
 * Ends payment holds whose time ran out: the meeting becomes EXPIRED (its time_holds row goes, so
 * the slot is free again) and its pending payment EXPIRED. Scoped to one lawyer when booking. With
 * `meetingIds`, ends those holds now whatever their time (the provider reported their checkout
 * expired unpaid).
 */
export async function expireStaleHolds(db: Db, options: { lawyerId?: string; now?: Date; meetingIds?: string[] } = {}): Promise<string[]> {
  const now = options.now ?? new Date();
  if (options.meetingIds?.length === 0) return [];
  const expired = await db
    .update(t.meetings)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(
      and(
        eq(t.meetings.status, 'PAYMENT_PENDING'),
        options.meetingIds ? inArray(t.meetings.id, options.meetingIds) : lt(t.meetings.holdExpiresAt, now),
        options.lawyerId ? eq(t.meetings.lawyerId, options.lawyerId) : undefined,
      ),
    )
    .returning({ id: t.meetings.id });
  const ids = expired.map((m) => m.id);
  if (ids.length) {
    await db
      .update(t.payments)
      // reconciled_at cleared: the reconciliation job takes one last look at the checkout, in case
      // money arrived as the hold ran out and its webhook was lost.
      .set({ status: 'EXPIRED', reconciledAt: null, updatedAt: sql`now()` })
      .where(and(inArray(t.payments.meetingId, ids), eq(t.payments.status, 'PENDING')));
  }
  return ids;
}
