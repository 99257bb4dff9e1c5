import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { moveAdditionalServices, tryTransition } from './transition';
import { recordWorkItemEvent } from './record-work-item-event';

type SettledPayment = { id: string; workItemId: string | null; additionalServiceId: string | null };

/**
 * The work-item half of a verified payment event, in processPaymentEvent's transaction, after the
 * payment row itself moved PENDING → PAID or FAILED (the same compare-and-swap pattern as meetings):
 * the engagement PAYMENT_PENDING → PAID (or back to PROPOSAL), or the additional service
 * PAYMENT_PENDING → PAID (or back to PROPOSED). False when the item was no longer waiting for this
 * money — the caller flags the payment for refund.
 */
export async function settleWorkItemPayment(tx: Db, payment: SettledPayment, outcome: 'paid' | 'failed'): Promise<boolean> {
  if (!payment.workItemId) return false;
  if (payment.additionalServiceId) {
    const byId = eq(t.workItemAdditionalServices.id, payment.additionalServiceId);
    const provider = { role: 'PAYMENT' as const, id: null };
    const [service] =
      outcome === 'paid'
        ? await moveAdditionalServices(tx, 'paid', provider, byId, { paidAt: new Date() })
        : await moveAdditionalServices(tx, 'payment-failed', provider, byId);
    if (!service) return false;
    const [item] = await tx.select({ revision: t.workItems.revision }).from(t.workItems).where(eq(t.workItems.id, payment.workItemId));
    await recordWorkItemEvent(tx, {
      workItemId: payment.workItemId,
      kind: outcome === 'paid' ? 'service-paid' : 'service-payment-failed',
      actorId: null,
      actorRole: 'PAYMENT',
      revision: item?.revision ?? 0,
      note: service.title,
    });
    return true;
  }
  const moved = await tryTransition(
    tx,
    { id: payment.workItemId, status: 'PAYMENT_PENDING' },
    outcome === 'paid' ? 'paid' : 'payment-failed',
    { role: 'PAYMENT', id: null },
    {
      set: outcome === 'paid' ? { paidAt: new Date() } : undefined,
    },
  );
  return moved !== null;
}
