import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { takeDeadline } from '@/features/services/rules/service-orders';
import { settleWorkItemPayment } from '@/lib/server/work-items/settle-work-item-payment';
import { tryMoveServiceOrder } from './transition';

type SettledPayment = { id: string; workItemId: string | null; additionalServiceId: string | null };

const PAYMENT = { role: 'PAYMENT' as const, id: null };

/**
 * The work-item half of a verified payment event (processPaymentEvent's transaction; the reconciliation's): a
 * SERVICE item's payment moves its order — paid: AWAITING_PAYMENT → AWAITING_LAWYER with paid_at and take_by
 * (the 48 hours start), its work item PAID with it; failed: the order stays payable. Every other payment of a
 * work item is settleWorkItemPayment's. False when nothing was waiting for this money (the caller refunds it).
 */
export async function settleWorkItemOrOrderPayment(tx: Db, payment: SettledPayment, outcome: 'paid' | 'failed'): Promise<boolean> {
  if (!payment.workItemId) return false;
  if (!payment.additionalServiceId) {
    const [order] = await tx.select({ id: t.serviceOrders.id }).from(t.serviceOrders).where(eq(t.serviceOrders.id, payment.workItemId));
    if (order) {
      const now = new Date();
      const moved =
        outcome === 'paid'
          ? await tryMoveServiceOrder(tx, { id: order.id, status: 'AWAITING_PAYMENT' }, 'paid', PAYMENT, {
              set: { paidAt: now, takeBy: takeDeadline(now) },
            })
          : await tryMoveServiceOrder(tx, { id: order.id, status: 'AWAITING_PAYMENT' }, 'payment-failed', PAYMENT);
      return moved !== null;
    }
  }
  return settleWorkItemPayment(tx, payment, outcome);
}
