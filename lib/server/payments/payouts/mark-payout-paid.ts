import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { PayoutBatchDto } from '@/lib/dto/refund';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { PAYOUT_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { batchNotFound } from './payout-batch-csv';

/**
 * An admin records that the bank paid a batch, with the bank's reference: OPEN → PAID by
 * compare-and-set, audited in the same transaction with its `payout:paid` event. Each lawyer is told
 * after the commit by the outbox (sendPayoutNotices; the request never waits for the mail, issue 59).
 */
export async function markPayoutPaid(
  adminId: string,
  batchId: string,
  input: { reference: string; note?: string },
): Promise<Pick<PayoutBatchDto, '_id' | 'status' | 'paid_at' | 'bank_reference'>> {
  if (!isUuid(batchId)) throw batchNotFound();
  const db = await getDb();
  const done = await transactionWithEvents(db, async (tx) => {
    const [paid] = await tx
      .update(t.payoutBatches)
      .set({ status: 'PAID', paidAt: sql`now()`, paidBy: adminId, bankReference: input.reference })
      .where(and(eq(t.payoutBatches.id, batchId), eq(t.payoutBatches.status, 'OPEN')))
      .returning();
    if (!paid) {
      const [exists] = await tx.select({ status: t.payoutBatches.status }).from(t.payoutBatches).where(eq(t.payoutBatches.id, batchId));
      if (!exists) throw batchNotFound();
      throw new AppError('CONFLICT', 'payouts.batchAlreadyMarkedPaid', { key: 'BATCH_ALREADY_PAID' });
    }
    await writeAuditLog(
      {
        actorId: adminId,
        action: 'payout.batch_paid',
        targetType: 'payout_batch',
        targetId: batchId,
        reason: input.note?.trim() || null,
        metadata: { reference: input.reference, total_centavos: paid.totalCentavos },
      },
      tx,
    );
    await recordEvents(tx, PAYOUT_EVENTS, {
      aggregateId: batchId,
      event: 'paid',
      status: 'PAID',
      actor: { role: 'ADMIN', id: adminId },
    });
    return paid;
  });
  return { _id: done.id, status: 'PAID', paid_at: done.paidAt!.toISOString(), bank_reference: done.bankReference };
}
