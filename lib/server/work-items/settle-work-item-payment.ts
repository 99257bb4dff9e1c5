import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { moveWorkItem } from './move-work-item';
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
    const [service] = await tx
      .update(t.workItemAdditionalServices)
      .set(outcome === 'paid' ? { status: 'PAID', paidAt: sql`now()`, updatedAt: sql`now()` } : { status: 'PROPOSED', updatedAt: sql`now()` })
      .where(and(eq(t.workItemAdditionalServices.id, payment.additionalServiceId), eq(t.workItemAdditionalServices.status, 'PAYMENT_PENDING')))
      .returning({ title: t.workItemAdditionalServices.title });
    if (!service) return false;
    const [item] = await tx.select({ revision: t.workItems.revision }).from(t.workItems).where(eq(t.workItems.id, payment.workItemId));
    await recordWorkItemEvent(tx, {
      workItemId: payment.workItemId, kind: outcome === 'paid' ? 'service-paid' : 'service-payment-failed', actorId: null, actorRole: 'PAYMENT',
      revision: item?.revision ?? 0, note: service.title,
    });
    return true;
  }
  const moved = await moveWorkItem(tx, {
    id: payment.workItemId,
    from: 'PAYMENT_PENDING',
    to: outcome === 'paid' ? 'PAID' : 'PROPOSAL',
    kind: outcome === 'paid' ? 'paid' : 'payment-failed',
    actorId: null,
    actorRole: 'PAYMENT',
    set: outcome === 'paid' ? { paidAt: new Date() } : undefined,
  });
  return moved !== null;
}
