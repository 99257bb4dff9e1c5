import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import { env } from '@/lib/server/env';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';
import { settleQuestionPayment } from '@/features/questions/server/settle-question-payment';
import { settleWorkItemOrOrderPayment } from '@/features/services/server/orders/settle-order-payment';
import { applyPaymentEvent } from './apply-payment-event';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { tryTransitionPayment } from '@/lib/server/payments/transition';
import type { PaymentEventOutcome } from './process-payment-event';
import type { PaymentProvider } from '@/lib/server/payments/types';

/** Checkouts asked about per round; the rest wait for the next scheduler tick. */
const BATCH = 20;
/** How long after a hold expired its checkout still gets its one final look. */
const FINAL_CHECK_WINDOW_MS = 24 * 60 * 60_000;
const PAYMENT = { role: 'PAYMENT', id: null } as const;

type Claimed = {
  id: string;
  sessionId: string;
  status: 'PENDING' | 'EXPIRED';
  meetingId: string | null;
  lawyerId: string;
  workItemId: string | null;
  additionalServiceId: string | null;
  questionId: string | null;
};
type ReconcileOutcome = PaymentEventOutcome | 'expired' | 'open' | 'unknown' | 'error';
export type ReconcileResult = { checked: number; outcomes: Partial<Record<ReconcileOutcome, number>> };

/**
 * Claims the checkouts to ask about, in one short statement: payments still PENDING
 * PAYMENT_RECONCILE_AFTER_MINUTES after they were created (and not asked within that time), and once
 * each payment whose hold expired in the last day (expiry clears reconciled_at: money may have
 * arrived at the last moment, its webhook lost). FOR UPDATE SKIP LOCKED keeps two instances off the
 * same rows, and the reconciled_at stamp keeps them off until the next round is due.
 */
async function claimPayments(provider: PaymentProvider['name'], now: Date): Promise<Claimed[]> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - env().PAYMENT_RECONCILE_AFTER_MINUTES * 60_000).toISOString();
  const windowStart = new Date(now.getTime() - FINAL_CHECK_WINDOW_MS).toISOString();
  return claimDue<Claimed>(db, {
    table: 'payments',
    due: sql`provider = ${provider} AND provider_session_id IS NOT NULL AND (
      (status = 'PENDING' AND created_at <= ${cutoff}::timestamptz AND (reconciled_at IS NULL OR reconciled_at <= ${cutoff}::timestamptz))
      OR (status = 'EXPIRED' AND reconciled_at IS NULL AND updated_at >= ${windowStart}::timestamptz)
    )`,
    orderBy: sql`created_at`,
    limit: BATCH,
    set: sql`reconciled_at = ${now.toISOString()}::timestamptz`,
    returning: sql`id, provider_session_id AS "sessionId", status, meeting_id AS "meetingId", lawyer_id AS "lawyerId",
      work_item_id AS "workItemId", additional_service_id AS "additionalServiceId", question_id AS "questionId"`,
  });
}

/**
 * The provider says the checkout expired unpaid: the hold ends now, as at the end of its time; a
 * work item (or additional service) waiting for this money goes back to be paid again.
 */
async function releaseHold(payment: Claimed): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The lock order of a booking and of a webhook: calendar first, then meeting and payment rows.
    await lockLawyerCalendar(tx, payment.lawyerId);
    if (payment.meetingId) await expireStaleHolds(tx, { meetingIds: [payment.meetingId] });
    // The provider has just said it: no last look needed (expiry cleared the stamp).
    const expired = await tryTransitionPayment(tx, { id: payment.id, status: 'PENDING' }, 'expire', PAYMENT, {
      set: { reconciledAt: sql`now()` },
    });
    if (expired && payment.workItemId) await settleWorkItemOrOrderPayment(tx, payment, 'failed');
    if (expired && payment.questionId) await settleQuestionPayment(tx, payment, 'failed');
    if (!expired) {
      await tx
        .update(t.payments)
        .set({ reconciledAt: sql`now()` })
        .where(and(eq(t.payments.id, payment.id), inArray(t.payments.status, ['EXPIRED'])));
    }
  });
}

async function reconcileOne(provider: PaymentProvider, payment: Claimed): Promise<ReconcileOutcome> {
  let answer: Awaited<ReturnType<PaymentProvider['retrieveCheckout']>>;
  try {
    // The network call, outside any transaction.
    answer = await provider.retrieveCheckout(payment.sessionId);
  } catch (error) {
    console.error(`[payments] could not look up checkout ${payment.sessionId}; asking again next round`, error);
    return 'error';
  }
  if (answer.state === 'paid' || answer.state === 'failed') {
    // The webhook's own path: a later webhook for the same payment finds it final and changes nothing.
    const result = await applyPaymentEvent(provider.name, {
      eventId: `reconcile:${payment.sessionId}:${answer.state}`,
      type: answer.state === 'paid' ? 'checkout_session.payment.paid' : 'payment.failed',
      livemode: answer.livemode,
      sessionId: payment.sessionId,
      reference: payment.id,
      paymentId: answer.paymentId,
      amountCentavos: answer.amountCentavos,
      currency: answer.currency,
      method: answer.method,
      raw: answer.raw ?? {},
    });
    return result.outcome;
  }
  if (answer.state === 'expired' && payment.status === 'PENDING') await releaseHold(payment);
  return answer.state;
}

/**
 * Missed webhooks: asks the provider about checkouts whose outcome we have not heard of and applies
 * the answer through the webhook's exactly-once path. Runs from the scheduler tick; safe from any
 * number of processes at once.
 */
export async function reconcilePayments(options: { now?: Date; provider?: PaymentProvider } = {}): Promise<ReconcileResult> {
  const provider = options.provider ?? getPaymentProvider();
  const claimed = await claimPayments(provider.name, options.now ?? new Date());
  const outcomes: ReconcileResult['outcomes'] = {};
  for (const payment of claimed) {
    const outcome = await reconcileOne(provider, payment);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return { checked: claimed.length, outcomes };
}
