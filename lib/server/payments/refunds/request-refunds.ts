import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { RefundReason } from '@/lib/dto/refund';
import type { PaymentActor } from '@/lib/rules/payment-transitions';
import { transitionPayments } from '@/lib/server/payments/transition';
import { insertRefundRow } from './refund-transition';

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
      await insertRefund(
        tx,
        { paymentId: payment.id, amountCentavos: payment.amountCentavos, provider: payment.provider },
        { ...request, event: 'grant' },
      ),
    );
  return ids;
}

/**
 * A refund row, pending (REFUND_RULES): `grant` beside its payment's move (whose event sends it), or
 * `retry`, an admin's new attempt for a payment already owed back after the provider failed (its own
 * event sends it).
 */
export async function insertRefund(
  tx: Db,
  payment: { paymentId: string; amountCentavos: number; provider: 'SANDBOX' | 'PAYMONGO' },
  request: RefundRequest & { actor: PaymentActor; event: 'grant' | 'retry' },
): Promise<string> {
  const id = randomUUID();
  await insertRefundRow(
    tx,
    {
      id,
      paymentId: payment.paymentId,
      provider: payment.provider,
      amountCentavos: payment.amountCentavos,
      reason: request.reason,
      note: request.note ?? null,
      requestedBy: request.requestedBy ?? null,
      idempotencyKey: `refund-${id}`,
    },
    request.event,
    { role: request.actor, id: request.requestedBy ?? null },
  );
  return id;
}
