import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import { env } from '@/lib/server/env';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import type { PaymentProvider } from '@/lib/server/payments/types';
import { applyRefundUpdate, type RefundUpdateOutcome } from './apply-refund-update';

const BATCH = 20;

export type RefundReconcileResult = { checked: number; outcomes: Partial<Record<RefundUpdateOutcome | 'unknown' | 'error', number>> };

/**
 * Refunds whose end we have not heard of (a lost webhook, or a provider that sends none): each refund
 * the provider holds and still pending PAYMENT_RECONCILE_AFTER_MINUTES after it was sent (and not
 * asked within that time) is looked up, and a final answer applied through the webhook's own path
 * under the event id `reconcile-refund:<id>:<state>` — a late webhook then finds it final. Claimed
 * with FOR UPDATE SKIP LOCKED and the `checked_at` stamp, like the payments' reconciliation; the
 * provider is asked outside any transaction.
 */
export async function reconcileRefunds(options: { now?: Date; provider?: PaymentProvider } = {}): Promise<RefundReconcileResult> {
  const provider = options.provider ?? getPaymentProvider();
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - env().PAYMENT_RECONCILE_AFTER_MINUTES * 60_000).toISOString();
  const db = await getDb();
  const claimed = await claimDue<{ id: string; provider_refund_id: string }>(db, {
    table: 'refunds',
    due: sql`provider = ${provider.name} AND status = 'pending' AND provider_refund_id IS NOT NULL
      AND sent_at <= ${cutoff}::timestamptz AND (checked_at IS NULL OR checked_at <= ${cutoff}::timestamptz)`,
    orderBy: sql`sent_at`,
    limit: BATCH,
    set: sql`checked_at = ${now.toISOString()}::timestamptz`,
    returning: sql`id, provider_refund_id`,
  });
  const outcomes: RefundReconcileResult['outcomes'] = {};
  const count = (o: keyof RefundReconcileResult['outcomes']) => (outcomes[o] = (outcomes[o] ?? 0) + 1);
  for (const refund of claimed) {
    let answer: Awaited<ReturnType<PaymentProvider['retrieveRefund']>>;
    try {
      answer = await provider.retrieveRefund(refund.provider_refund_id);
    } catch (error) {
      console.error(`[refunds] could not look up refund ${refund.provider_refund_id}; asking again next round`, error);
      count('error');
      continue;
    }
    if (!answer) {
      console.error(`[refunds] the provider has no refund ${refund.provider_refund_id} (ours ${refund.id}); left for a person`);
      count('unknown');
      continue;
    }
    if (answer.status === 'pending') {
      count('pending');
      continue;
    }
    const result = await applyRefundUpdate(provider.name, {
      eventId: `reconcile-refund:${answer.refundId}:${answer.status}`,
      type: `refund.${answer.status}`,
      raw: answer,
      refunds: [answer],
    });
    count(result.outcome);
  }
  return { checked: claimed.length, outcomes };
}
