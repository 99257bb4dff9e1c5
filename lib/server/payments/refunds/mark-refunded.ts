import 'server-only';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import type { AdminPayment } from '@/lib/dto/admin';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { lockPaymentForRefund } from './lock-payment-for-refund';
import { transitionPayment } from '@/lib/server/payments/transition';
import { insertRefundRow } from './refund-transition';

/**
 * An admin records a refund the provider could not make (its latest refund failed) as sent by hand,
 * with the bank's or e-wallet's reference: a manual, succeeded refund in the ledger and the payment
 * REFUNDED, audited in the same transaction. Anything else is the provider's to refund. The client
 * is told after commit, once (the refund's `record-manual` event, handled by the outbox).
 */
export async function markRefunded(
  adminId: string,
  paymentId: string,
  input: { reference: string; note?: string },
): Promise<{ _id: string; status: AdminPayment['status']; refund_reference: string; refunded_at: string }> {
  const db = await getDb();
  const { refundedAt } = await transactionWithEvents(db, async (tx) => {
    const payment = await lockPaymentForRefund(tx, paymentId);
    if (payment.status !== 'REFUND_REQUIRED' || payment.refund_status !== 'failed') {
      throw new AppError('CONFLICT', payment.status === 'REFUND_REQUIRED' ? 'refunds.stillWithProvider' : 'refunds.notRefundFailed', {
        key: 'NOT_REFUND_FAILED',
        params: { status: payment.status },
      });
    }
    const id = randomUUID();
    await insertRefundRow(
      tx,
      {
        id,
        paymentId,
        provider: payment.provider,
        amountCentavos: payment.amount_centavos,
        reason: payment.refund_reason ?? 'ADMIN_DECISION',
        note: input.note?.trim() || null,
        requestedBy: adminId,
        method: 'manual',
        idempotencyKey: `manual-${id}`,
        reference: input.reference,
        nextSendAt: null,
        settledAt: new Date(),
      },
      'record-manual',
      { role: 'ADMIN', id: adminId },
    );
    // The payment is locked (lockPaymentForRefund): the compare-and-set cannot lose here.
    const done = await transitionPayment(
      tx,
      { id: paymentId, status: 'REFUND_REQUIRED' },
      'refunded',
      { role: 'ADMIN', id: adminId },
      { set: { refundReference: input.reference, refundedAt: sql`now()`, refundedBy: adminId } },
    );
    await writeAuditLog(
      {
        actorId: adminId,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: paymentId,
        reason: input.note?.trim() || null,
        metadata: { reference: input.reference, amount_centavos: payment.amount_centavos, refund_id: id },
      },
      tx,
    );
    return { refundedAt: done.refundedAt! };
  });
  return { _id: paymentId, status: 'REFUNDED', refund_reference: input.reference, refunded_at: refundedAt.toISOString() };
}
