import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { PaymentActor } from '@/lib/rules/payment-transitions';
import { AppError } from '@/lib/server/platform/http/errors';
import { insertRefund, type RefundRequest } from './request-refunds';

type Kept = {
  id: string;
  status: string;
  provider: 'SANDBOX' | 'PAYMONGO';
  amount_centavos: number;
  fee_centavos: number | null;
  partial_refund_centavos: number;
  in_payout: boolean;
  refunds: number;
};

/**
 * The fee on what is kept after a part is given back: the payment's own fee scaled to the kept amount
 * (rounded half up), so the rate the payment was charged at holds — a later change of PLATFORM_FEE_PERCENT
 * never rewrites it. The platform takes no fee on money it gave back.
 */
function feeOnKept(feeCentavos: number, amountCentavos: number, keptCentavos: number): number {
  if (feeCentavos <= 0 || amountCentavos <= 0) return 0;
  return Math.floor((feeCentavos * keptCentavos * 2 + amountCentavos) / (2 * amountCentavos));
}

/**
 * A part of a kept (PAID) payment given back, in the caller's transaction (issue 62: an admin's PARTIAL
 * dispute decision): the payment stays PAID and is owed for the rest; one refund row of `amountCentavos`,
 * pending, is sent to the provider after the commit (the caller's event, or the scheduler's pass) like
 * every refund — the providers take an amount (PayMongo's POST /v1/refunds `amount`, which may be less than
 * the payment's; see lib/server/payments/paymongo-provider.ts). The payment records the part
 * (partial_refund_centavos) and its fee becomes the fee on what was kept, so the lawyer's statement
 * (statementSql) adds up: gross = refund_pending + refunded + fee + net. Refused once a payout holds the
 * payment, or when it was already refunded (in part or whole). Returns the refund's id.
 */
export async function requestPartialRefund(
  tx: Db,
  paymentId: string,
  amountCentavos: number,
  request: RefundRequest & { actor: PaymentActor },
): Promise<string> {
  const [p] = await queryRows<Kept>(
    tx,
    sql`SELECT p.id, p.status, p.provider, p.amount_centavos, p.fee_centavos, p.partial_refund_centavos,
               EXISTS (SELECT 1 FROM payout_items i WHERE i.payment_id = p.id) AS in_payout,
               (SELECT count(*)::int FROM refunds r WHERE r.payment_id = p.id AND r.status <> 'failed') AS refunds
        FROM payments p WHERE p.id = ${paymentId}::uuid FOR UPDATE OF p`,
  );
  if (!p) throw new AppError('NOT_FOUND', 'refunds.paymentNotFound', { key: 'PAYMENT_NOT_FOUND' });
  const amount = Number(p.amount_centavos);
  if (p.status !== 'PAID' || Number(p.refunds) > 0 || Number(p.partial_refund_centavos) > 0)
    throw new AppError('CONFLICT', 'refunds.nothingToRefund', { key: 'NOT_REFUNDABLE', params: { status: p.status.toLowerCase() } });
  if (p.in_payout) throw new AppError('CONFLICT', 'refunds.paymentAlreadyPayoutBatch', { key: 'IN_PAYOUT' });
  if (!Number.isInteger(amountCentavos) || amountCentavos <= 0 || amountCentavos >= amount)
    throw new AppError('BAD_REQUEST', 'disputes.partialMustBeLess', { key: 'PARTIAL_AMOUNT', params: { max: (amount - 100) / 100 } });
  const fee = feeOnKept(Number(p.fee_centavos ?? 0), amount, amount - amountCentavos);
  await tx.execute(
    sql`UPDATE payments SET partial_refund_centavos = ${amountCentavos}, fee_centavos = ${fee}, updated_at = now() WHERE id = ${paymentId}::uuid`,
  );
  return insertRefund(tx, { paymentId, amountCentavos, provider: p.provider }, { ...request, event: 'grant' });
}
