import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { DISPUTE_WINDOW_DAYS } from '@/features/services/rules/service-orders';
import { refundOrderInFull } from './order-actions';
import { tryMoveServiceOrder } from './transition';

const SYSTEM = { role: 'SYSTEM' as const, id: null };
const BATCH = 50;
const DAY_MS = 24 * 3_600_000;

/**
 * The scheduler's pass over service orders' clocks (runSchedulerTick), each order in its own transaction, moved
 * by compare-and-set with the clock checked again in its WHERE, so a lawyer's countersignature or a client's
 * dispute at the same moment wins or loses cleanly:
 * - paid and not taken by take_by (48 hours): CANCELLED (NOT_TAKEN), refunded in full in the same transaction;
 * - delivered, and the dispute window (7 days after the last delivery) closed without a dispute: ACCEPTED.
 */
export async function sweepServiceOrders(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const o = t.serviceOrders;
  let moved = 0;

  const lapsed = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, 'AWAITING_LAWYER'), lte(o.takeBy, now)))
    .orderBy(o.takeBy)
    .limit(BATCH);
  for (const { id } of lapsed) {
    await db.transaction(async (tx) => {
      const row = await tryMoveServiceOrder(tx, { id, status: 'AWAITING_LAWYER' }, 'expire', SYSTEM, {
        set: { cancelReason: 'NOT_TAKEN', closedAt: now },
        where: lte(o.takeBy, now),
      });
      if (!row) return;
      await refundOrderInFull(tx, id, { reason: 'LAWYER_CANCELLED', actor: 'SCHEDULER', requestedBy: null });
      moved += 1;
    });
  }

  const windowClosed = new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY_MS);
  const quiet = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, 'DELIVERED'), lte(o.lastDeliveredAt, windowClosed)))
    .orderBy(o.lastDeliveredAt)
    .limit(BATCH);
  for (const { id } of quiet) {
    await db.transaction(async (tx) => {
      // DELIVERED means no dispute is open (a dispute moves the order to DISPUTED).
      const row = await tryMoveServiceOrder(tx, { id, status: 'DELIVERED' }, 'auto-accept', SYSTEM, {
        set: { acceptedAt: now, closedAt: now },
        where: lte(o.lastDeliveredAt, windowClosed),
      });
      if (row) moved += 1;
    });
  }
  return moved;
}
