import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { RefundReason } from '@/lib/dto/refund';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';

export type PaymentRefundState = {
  id: string;
  status: string;
  provider: 'SANDBOX' | 'PAYMONGO';
  amount_centavos: number;
  meeting_status: string | null;
  /** Its latest refund, if any. */
  refund_status: 'pending' | 'succeeded' | 'failed' | null;
  refund_reason: RefundReason | null;
  in_payout: boolean;
  /** Issue 62: a part already given back while the rest is kept (an admin's PARTIAL dispute decision). */
  partial_refund_centavos: number;
};

const paymentNotFound = () => new AppError('NOT_FOUND', 'refunds.paymentNotFound', { key: 'PAYMENT_NOT_FOUND' });

/**
 * An admin's refund action starts here, in its transaction: the payment row locked (so a payout
 * batch being made waits, or has already taken it), then its latest refund and whether a payout holds
 * it — read after the lock, so they cannot be stale.
 */
export async function lockPaymentForRefund(tx: Db, paymentId: string): Promise<PaymentRefundState> {
  if (!isUuid(paymentId)) throw paymentNotFound();
  const [locked] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM payments WHERE id = ${paymentId}::uuid FOR UPDATE`);
  if (!locked) throw paymentNotFound();
  const [state] = await queryRows<PaymentRefundState>(
    tx,
    sql`SELECT p.id, p.status, p.provider, p.amount_centavos, p.partial_refund_centavos, m.status AS meeting_status,
               r.status AS refund_status, r.reason AS refund_reason,
               EXISTS (SELECT 1 FROM payout_items i WHERE i.payment_id = p.id) AS in_payout
        FROM payments p
        LEFT JOIN meetings m ON m.id = p.meeting_id
        LEFT JOIN LATERAL (SELECT status, reason FROM refunds WHERE payment_id = p.id ORDER BY created_at DESC, id DESC LIMIT 1) r ON true
        WHERE p.id = ${paymentId}::uuid`,
  );
  return {
    ...state,
    amount_centavos: Number(state.amount_centavos),
    in_payout: Boolean(state.in_payout),
    partial_refund_centavos: Number(state.partial_refund_centavos),
  };
}
