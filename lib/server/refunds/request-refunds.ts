import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import type { RefundReason } from '@/lib/dto/refund';

/** What a late payment records as it is flagged (the money did arrive). */
type PaymentSet = { method?: string; providerPaymentId?: string; paidAt?: SQL; feeCentavos?: number };

export type RefundRequest = { reason: RefundReason; requestedBy?: string | null; note?: string | null };

/**
 * The one way a refund is granted, in the granting transaction: the payments `where` matches move to
 * REFUND_REQUIRED and each gets one refund of its whole amount, a row to be sent to the provider after
 * commit (sendRefunds; the scheduler sends what a crash left unsent). Its idempotency key is its own
 * id, so every attempt to send it is the same request. Returns the new refunds' ids.
 */
export async function requestRefunds(tx: Db, where: SQL, request: RefundRequest, set: PaymentSet = {}): Promise<string[]> {
  const flagged = await tx
    .update(t.payments)
    .set({ status: 'REFUND_REQUIRED', updatedAt: sql`now()`, ...set })
    .where(where)
    .returning({ id: t.payments.id, amount: t.payments.amountCentavos, provider: t.payments.provider });
  const ids: string[] = [];
  for (const payment of flagged)
    ids.push(await insertRefund(tx, { paymentId: payment.id, amountCentavos: payment.amount, provider: payment.provider }, request));
  return ids;
}

/** A refund row for a payment already owed back (an admin's new attempt after the provider failed). */
export async function insertRefund(
  tx: Db,
  payment: { paymentId: string; amountCentavos: number; provider: 'SANDBOX' | 'PAYMONGO' },
  request: RefundRequest,
): Promise<string> {
  const id = randomUUID();
  await tx.insert(t.refunds).values({
    id,
    paymentId: payment.paymentId,
    provider: payment.provider,
    amountCentavos: payment.amountCentavos,
    reason: request.reason,
    note: request.note ?? null,
    requestedBy: request.requestedBy ?? null,
    idempotencyKey: `refund-${id}`,
  });
  return id;
}
