import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { ServiceOrderStatus } from '@/features/services/rules/service-orders';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { requestPartialRefund } from '@/lib/server/payments/refunds/partial-refund';
import { requestRefunds } from '@/lib/server/payments/refunds/request-refunds';
import { moveServiceOrder } from '@/features/services/server/orders/transition';
import { isUuid } from '@/lib/validation/ids';
import type { DisputeDecisionInput } from '@/features/services/validation/service-orders';
import { findAdminDispute } from './admin-disputes';

const disputeNotFound = () => new AppError('NOT_FOUND', 'disputes.disputeNotFound', { key: 'DISPUTE_NOT_FOUND' });

type Locked = { id: string; order_id: string; decided_at: Date | null; status: ServiceOrderStatus };

/**
 * POST admin/disputes/{disputeId}/decision (issue 62), an admin's decision, in one transaction: the
 * dispute's outcome and reason (to both parties, after the commit), the refund through the refund path —
 * FULL: the whole payment (requestRefunds: REFUND_REQUIRED, sent by its event); PARTIAL: `refund_pesos`, less
 * than was paid, while the rest stays kept and owed to the lawyer (requestPartialRefund); NO_REFUND: none —
 * the audit log's entry, and the order DISPUTED → RESOLVED ('decide'), which releases the payout of what
 * was kept (statementSql).
 */
export async function decideServiceDispute(adminId: string, disputeId: string, input: DisputeDecisionInput) {
  if (!isUuid(disputeId)) throw disputeNotFound();
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => {
    const [d] = await queryRows<Locked>(
      tx,
      sql`SELECT d.id, d.order_id, d.decided_at, so.status FROM service_disputes d JOIN service_orders so ON so.id = d.order_id
          WHERE d.id = ${disputeId}::uuid FOR UPDATE OF d, so`,
    );
    if (!d) throw disputeNotFound();
    if (d.decided_at !== null || d.status !== 'DISPUTED')
      throw new AppError('CONFLICT', 'disputes.alreadyDecided', { key: 'DISPUTE_DECIDED' });
    const [payment] = await queryRows<{ id: string; amount_centavos: number }>(
      tx,
      sql`SELECT id, amount_centavos FROM payments WHERE work_item_id = ${d.order_id}::uuid AND additional_service_id IS NULL AND status = 'PAID'
          ORDER BY paid_at LIMIT 1`,
    );
    const request = { reason: 'ADMIN_DECISION' as const, requestedBy: adminId, note: input.reason, actor: 'ADMIN' as const };
    let refundId: string | null = null;
    let refundCentavos: number | null = null;
    if (input.outcome !== 'NO_REFUND') {
      if (!payment) throw new AppError('CONFLICT', 'disputes.noPayment', { key: 'NO_PAYMENT' });
      const paid = Number(payment.amount_centavos);
      if (input.outcome === 'FULL') {
        [refundId] = await requestRefunds(tx, eq(t.payments.id, payment.id), request);
        refundCentavos = paid;
      } else {
        refundCentavos = input.refund_pesos! * 100;
        if (refundCentavos >= paid)
          throw new AppError('BAD_REQUEST', 'disputes.partialMustBeLess', {
            key: 'PARTIAL_AMOUNT',
            params: { max: Math.ceil(paid / 100) - 1 },
          });
        refundId = await requestPartialRefund(tx, payment.id, refundCentavos, request);
      }
    }
    await tx
      .update(t.serviceDisputes)
      .set({
        outcome: input.outcome,
        refundCentavos,
        refundId,
        decisionReason: input.reason,
        decidedBy: adminId,
        decidedAt: sql`now()`,
      })
      .where(eq(t.serviceDisputes.id, disputeId));
    await writeAuditLog(
      {
        actorId: adminId,
        action: 'service-dispute.decide',
        targetType: 'service_dispute',
        targetId: disputeId,
        reason: input.reason,
        metadata: { order_id: d.order_id, outcome: input.outcome, refund_centavos: refundCentavos, refund_id: refundId },
      },
      tx,
    );
    await moveServiceOrder(
      tx,
      { id: d.order_id, status: d.status },
      'decide',
      { role: 'ADMIN', id: adminId },
      { set: { closedAt: sql`now()` }, payload: { disputeId, refundId } },
    );
  });
  const dto = await findAdminDispute(db, disputeId);
  if (!dto) throw disputeNotFound();
  return dto;
}
