import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import type { RefundReason } from '@/lib/dto/refund';
import type { PaymentActor } from '@/lib/rules/payment-transitions';
import { transitionPayments } from '@/lib/server/payments/transition';

/** What a late payment records as it is flagged (the money did arrive). */
type PaymentSet = { method?: string; providerPaymentId?: string; paidAt?: SQL; feeCentavos?: number };

export type RefundRequest = { reason: RefundReason; requestedBy?: string | null; note?: string | null };

/**
 * The one way a refund is granted, in the granting transaction: the payments `where` selects that the
 * table lets `event` move — `refund` from PAID, `paid-late` from an attempt already closed — move to
 * REFUND_REQUIRED and each gets one refund of its whole amount, a row to be sent to the provider after
 * commit (sendRefunds; the scheduler sends what a crash left unsent). Its idempotency key is its own
 * id, so every attempt to send it is the same request. Returns the new refunds' ids.
 */
export async function requestRefunds(
  tx: Db,
  where: SQL,
  request: RefundRequest & { actor: PaymentActor },
  o: { event?: 'refund' | 'paid-late'; set?: PaymentSet } = {},
): Promise<string[]> {
  const moved = await transitionPayments(
    tx,
    where,
    o.event ?? 'refund',
    { role: request.actor, id: request.requestedBy ?? null },
    { set: o.set },
  );
  const ids: string[] = [];
  for (const payment of moved)
    ids.push(
      await insertRefund(tx, { paymentId: payment.id, amountCentavos: payment.amountCentavos, provider: payment.provider }, request),
    );
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
