import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { RefundReason } from '@/lib/dto/refund';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import type { PaymentProvider } from '@/lib/server/payments/types';
import { applyRefundUpdate, failRefund } from './apply-refund-update';
import { PROVIDER_REASON, refundNotes } from './refund-reasons';

/** Refunds sent per pass; the rest wait for the next one. */
const BATCH = 20;
/** A claim's lease: a sender killed mid-call leaves its refund to another pass after this. */
const LEASE_MS = 2 * 60_000;
/**
 * PayMongo keeps an idempotency key's answer for 24 hours: past that, sending again could refund
 * twice. A refund the provider has not answered by then is failed for a person to check.
 */
const GIVE_UP_AFTER_MS = 23 * 3_600_000;

type Claimed = {
  id: string;
  payment_id: string;
  amount_centavos: number;
  reason: RefundReason;
  idempotency_key: string;
  send_attempts: number;
  created_at: Date | string;
  provider_payment_id: string | null;
};

export type SendResult = { sent: number; refused: number; retry: number };

/**
 * Sends refunds granted but not yet with the provider, outside any transaction: right after the
 * granting commit for its own refunds (`meetingId`, `paymentId`, `refundIds`), and from every
 * scheduler pass for all that are due (a crash between commit and send, a settlement's no-show, a
 * retry). Each is claimed by one statement (FOR UPDATE SKIP LOCKED and a lease on `next_send_at`), so
 * two senders never send one at once, and a send repeated after a lost answer carries the same
 * idempotency key: the provider answers with the refund it already made. Never throws.
 */
export async function sendRefunds(
  options: { meetingId?: string; paymentId?: string; refundIds?: string[]; now?: Date; provider?: PaymentProvider } = {},
): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: 0, retry: 0 };
  try {
    const provider = options.provider ?? getPaymentProvider();
    const now = options.now ?? new Date();
    for (const refund of await claim(provider.name, now, options)) {
      const outcome = await sendOne(provider, refund, now);
      result[outcome]++;
    }
  } catch (error) {
    console.error('[refunds] send', error);
  }
  return result;
}

async function claim(
  provider: PaymentProvider['name'],
  now: Date,
  only: { meetingId?: string; paymentId?: string; refundIds?: string[] },
): Promise<Claimed[]> {
  if (only.refundIds?.length === 0) return [];
  const db = await getDb();
  const filters = [
    only.meetingId ? sql`AND p.meeting_id = ${only.meetingId}::uuid` : sql``,
    only.paymentId ? sql`AND r.payment_id = ${only.paymentId}::uuid` : sql``,
    only.refundIds
      ? sql`AND r.id IN (${sql.join(
          only.refundIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``,
  ];
  return queryRows<Claimed>(
    db,
    sql`WITH claimed AS (
          UPDATE refunds SET send_attempts = send_attempts + 1, next_send_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz, updated_at = now()
          WHERE id IN (
            SELECT r.id FROM refunds r JOIN payments p ON p.id = r.payment_id
            WHERE r.status = 'pending' AND r.method = 'provider' AND r.provider_refund_id IS NULL AND r.provider = ${provider}
              AND r.next_send_at <= ${now.toISOString()}::timestamptz ${filters[0]} ${filters[1]} ${filters[2]}
            ORDER BY r.created_at LIMIT ${BATCH}
            FOR UPDATE OF r SKIP LOCKED
          )
          RETURNING id, payment_id, amount_centavos, reason, idempotency_key, send_attempts, created_at
        )
        SELECT c.*, p.provider_payment_id FROM claimed c JOIN payments p ON p.id = c.payment_id`,
  );
}

async function sendOne(provider: PaymentProvider, r: Claimed, now: Date): Promise<keyof SendResult> {
  if (!r.provider_payment_id) {
    await failRefund(r.id, 'The provider never told us its id for this payment, so it cannot refund it: send it by hand.');
    return 'refused';
  }
  let answer: Awaited<ReturnType<PaymentProvider['createRefund']>>;
  try {
    answer = await provider.createRefund({
      reference: r.id,
      paymentId: r.provider_payment_id,
      amountCentavos: Number(r.amount_centavos),
      reason: PROVIDER_REASON[r.reason],
      notes: refundNotes(r.reason, { refundId: r.id, paymentId: r.payment_id }),
      idempotencyKey: r.idempotency_key,
    });
  } catch (error) {
    return retryLater(r, now, error);
  }
  if (answer.state === 'refused') {
    await failRefund(r.id, answer.message);
    return 'refused';
  }
  await applyRefundUpdate(provider.name, { type: 'refund.created', raw: {}, refunds: [{ ...answer.refund, reference: r.id }] });
  return 'sent';
}

/** No answer: the same request again after 1, 2, 4 … 60 minutes, until the key's day is nearly over. */
async function retryLater(r: Claimed, now: Date, error: unknown): Promise<'retry' | 'refused'> {
  console.error(`[refunds] no answer from the provider for refund ${r.id} (attempt ${r.send_attempts}); sending again later`, error);
  if (now.getTime() - new Date(r.created_at).getTime() >= GIVE_UP_AFTER_MS) {
    await failRefund(r.id, 'The provider did not answer for a day. Check its dashboard for this refund before sending it by hand.');
    return 'refused';
  }
  const waitMs = Math.min(60, 2 ** Math.max(0, r.send_attempts - 1)) * 60_000;
  const db = await getDb();
  await db.execute(sql`UPDATE refunds SET next_send_at = ${new Date(now.getTime() + waitMs).toISOString()}::timestamptz, failure_reason = ${String((error as Error)?.message ?? error).slice(0, 500)}, updated_at = now()
                       WHERE id = ${r.id}::uuid AND status = 'pending' AND provider_refund_id IS NULL`);
  return 'retry';
}
