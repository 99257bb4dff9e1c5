import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { transitionMeetings } from './transition';
import { transitionPayments } from '@/lib/server/payments/transition';

/**
 * Ends payment holds whose time ran out: the meeting becomes EXPIRED (its time_holds row goes, so
 * the slot is free again) and its pending payment EXPIRED, both by their tables' `expire`. Scoped to
 * one lawyer when booking. With `meetingIds`, ends those holds now whatever their time (the provider
 * reported their checkout expired unpaid).
 *
 * One transaction (a savepoint inside the caller's), so both changes land together even when the
 * caller is not in a transaction (the scheduler): a process killed between two separate updates left
 * EXPIRED meetings with PENDING payments (scripts/resilience/crash.ts caught it).
 */
export async function expireStaleHolds(db: Db, options: { lawyerId?: string; now?: Date; meetingIds?: string[] } = {}): Promise<string[]> {
  const now = options.now ?? new Date();
  if (options.meetingIds?.length === 0) return [];
  const which = options.meetingIds ? inArray(t.meetings.id, options.meetingIds) : lt(t.meetings.holdExpiresAt, now);
  const lawyer = options.lawyerId ? eq(t.meetings.lawyerId, options.lawyerId) : undefined;
  // The provider's word about one checkout, or the clock.
  const actor = { role: options.meetingIds ? 'PAYMENT' : 'SCHEDULER', id: null } as const;
  return db.transaction(async (tx) => {
    const expired = await transitionMeetings(tx, and(which, lawyer)!, 'expire', actor);
    if (!expired.length) return [];
    const ids = expired.map((m) => m.id);
    // reconciled_at cleared: the reconciliation job takes one last look at the checkout, in case
    // money arrived as the hold ran out and its webhook was lost.
    await transitionPayments(tx, inArray(t.payments.meetingId, ids), 'expire', actor, { set: { reconciledAt: null } });
    return ids;
  });
}
