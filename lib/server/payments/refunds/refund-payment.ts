import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { insertRefund, requestRefunds } from './request-refunds';
import { lockPaymentForRefund } from './lock-payment-for-refund';

export type AdminRefundResult = { _id: string; payment_id: string; status: 'pending' | 'succeeded' | 'failed' };

/**
 * An admin's decision to give a payment back, through the provider like every refund: a payment
 * kept (PAID) whose consultation is over and that no payout has taken yet, or one whose refund the
 * provider failed (a new attempt, under a new idempotency key). An upcoming consultation is refunded
 * by its cancellation instead (the policy's full refund). Audited in the same transaction; sent to
 * the provider after the commit by the outbox (the payment's `refund` event, or the refund's `retry`):
 * the answer is the refund as granted, pending, without waiting for the provider.
 */
export async function refundPayment(adminId: string, paymentId: string, input: { reason: string }): Promise<AdminRefundResult> {
  const db = await getDb();
  const refundId = await transactionWithEvents(db, async (tx) => {
    const payment = await lockPaymentForRefund(tx, paymentId);
    const request = { reason: 'ADMIN_DECISION' as const, requestedBy: adminId, note: input.reason, actor: 'ADMIN' as const };
    let id: string | undefined;
    if (payment.status === 'PAID') {
      if (payment.meeting_status === 'CONFIRMED') {
        throw new AppError('CONFLICT', 'refunds.consultationNotBeenSettled', {
          key: 'MEETING_NOT_SETTLED',
        });
      }
      if (payment.in_payout) throw new AppError('CONFLICT', 'refunds.paymentAlreadyPayoutBatch', { key: 'IN_PAYOUT' });
      // A dispute's decision gave a part back and settled the rest (issue 62): not refunded again here.
      if (payment.partial_refund_centavos > 0)
        throw new AppError('CONFLICT', 'refunds.nothingToRefund', { key: 'NOT_REFUNDABLE', params: { status: 'partly refunded' } });
      [id] = await requestRefunds(tx, eq(t.payments.id, paymentId), request);
    } else if (payment.status === 'REFUND_REQUIRED' && payment.refund_status === 'failed') {
      id = await insertRefund(
        tx,
        { paymentId, amountCentavos: payment.amount_centavos, provider: payment.provider },
        { ...request, event: 'retry' },
      );
    } else {
      throw new AppError('CONFLICT', payment.status === 'REFUND_REQUIRED' ? 'refunds.alreadyWithProvider' : 'refunds.nothingToRefund', {
        key: 'NOT_REFUNDABLE',
        params: { status: payment.status.toLowerCase() },
      });
    }
    await writeAuditLog(
      {
        actorId: adminId,
        action: 'payment.refund_request',
        targetType: 'payment',
        targetId: paymentId,
        reason: input.reason,
        metadata: { refund_id: id, amount_centavos: payment.amount_centavos },
      },
      tx,
    );
    return id!;
  });
  const [row] = await db.select({ status: t.refunds.status }).from(t.refunds).where(eq(t.refunds.id, refundId));
  return { _id: refundId, payment_id: paymentId, status: row.status as AdminRefundResult['status'] };
}
