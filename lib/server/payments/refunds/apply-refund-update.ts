import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { isUuid } from '@/lib/validation/ids';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { tryTransitionPayment } from '@/lib/server/payments/transition';
import type { ProviderName, ProviderRefund } from '@/lib/server/payments/types';
import { tryTransitionRefund } from './refund-transition';

export type RefundUpdateOutcome = 'duplicate' | 'unknown_refund' | 'amount_mismatch' | 'pending' | 'already_final' | 'succeeded' | 'failed';

export type RefundUpdate = {
  /** The webhook's event id (deduplicated like payment events); absent for our own send's answer. */
  eventId?: string;
  type: string;
  raw: unknown;
  refunds: ProviderRefund[];
};

type Ours = { id: string; payment_id: string; status: string; amount_centavos: number; provider_refund_id: string | null };

/**
 * The one path by which the provider's word about a refund changes anything — its webhook, the
 * reconciliation job's answer, or the answer to our own send: in one transaction, the event id is
 * recorded first (a redelivery stops there), each refund is matched to ours (by the provider's id, or
 * by our id in its metadata when the answer outran our record of its id), and a final state is set by
 * compare-and-set from pending — a succeeded refund also moves its payment REFUND_REQUIRED →
 * REFUNDED. The client is told after commit, once (the refund's `succeed` or `fail` event, by the outbox).
 */
export async function applyRefundUpdate(
  provider: ProviderName,
  update: RefundUpdate,
): Promise<{ outcome: RefundUpdateOutcome; refundIds: string[] }> {
  const db = await getDb();
  return transactionWithEvents(db, async (tx) => {
    let eventRow: string | undefined;
    if (update.eventId) {
      const recorded = await tx
        .insert(t.webhookEvents)
        .values({ provider, providerEventId: update.eventId, type: update.type, payload: update.raw as object })
        .onConflictDoNothing()
        .returning({ id: t.webhookEvents.id });
      if (!recorded.length) return { outcome: 'duplicate' as const, refundIds: [] };
      eventRow = recorded[0].id;
    }
    const outcomes: RefundUpdateOutcome[] = [];
    const moved: string[] = [];
    for (const refund of update.refunds) {
      const outcome = await applyOne(tx, provider, refund);
      outcomes.push(outcome.outcome);
      if (outcome.moved) moved.push(outcome.moved);
    }
    const outcome = summarise(outcomes);
    if (eventRow)
      await tx
        .update(t.webhookEvents)
        .set({ outcome, processedAt: sql`now()` })
        .where(eq(t.webhookEvents.id, eventRow));
    return { outcome, refundIds: moved };
  });
}

async function applyOne(tx: Db, provider: ProviderName, refund: ProviderRefund): Promise<{ outcome: RefundUpdateOutcome; moved?: string }> {
  const byReference =
    refund.reference && isUuid(refund.reference) ? sql`OR (id = ${refund.reference}::uuid AND provider_refund_id IS NULL)` : sql``;
  const [ours] = await queryRows<Ours>(
    tx,
    sql`SELECT id, payment_id, status, amount_centavos, provider_refund_id FROM refunds
        WHERE provider = ${provider} AND (provider_refund_id = ${refund.refundId} ${byReference})
        ORDER BY provider_refund_id NULLS LAST LIMIT 1 FOR UPDATE`,
  );
  if (!ours) return { outcome: 'unknown_refund' };
  if (refund.amountCentavos !== Number(ours.amount_centavos)) {
    console.error(
      `[refunds] the provider reports ${refund.amountCentavos} for refund ${ours.id} of ${ours.amount_centavos}; left for a person`,
    );
    return { outcome: 'amount_mismatch' };
  }
  if (!ours.provider_refund_id) {
    await tx
      .update(t.refunds)
      .set({ providerRefundId: refund.refundId, sentAt: sql`now()`, nextSendAt: null, failureReason: null, updatedAt: sql`now()` })
      .where(eq(t.refunds.id, ours.id));
  }
  if (refund.status === 'pending') return { outcome: 'pending' };
  const done = await tryTransitionRefund(
    tx,
    { id: ours.id, status: 'pending' },
    refund.status === 'succeeded' ? 'succeed' : 'fail',
    { role: 'PAYMENT', id: null },
    {
      set: {
        settledAt: sql`now()`,
        nextSendAt: null,
        ...(refund.status === 'failed' ? { failureReason: 'The provider could not make this refund.' } : {}),
      },
    },
  );
  if (!done) return { outcome: 'already_final' };
  if (refund.status === 'succeeded') {
    await tryTransitionPayment(
      tx,
      { id: ours.payment_id, status: 'REFUND_REQUIRED' },
      'refunded',
      { role: 'PAYMENT', id: null },
      { set: { refundedAt: sql`now()`, refundReference: refund.refundId } },
    );
  }
  return { outcome: refund.status, moved: ours.id };
}

/** The event's outcome as its row records it: what moved, else why nothing did. */
function summarise(outcomes: RefundUpdateOutcome[]): RefundUpdateOutcome {
  for (const o of ['succeeded', 'failed', 'amount_mismatch', 'pending', 'already_final'] as const) if (outcomes.includes(o)) return o;
  return 'unknown_refund';
}

/**
 * A refund the provider refused, or that could not be sent: failed, for the operations team to send
 * by hand (the admin console's "Mark refunded"); the client is told what happens next.
 */
export async function failRefund(refundId: string, reason: string): Promise<void> {
  const db = await getDb();
  await transactionWithEvents(db, (tx) =>
    tryTransitionRefund(
      tx,
      { id: refundId, status: 'pending' },
      'fail',
      { role: 'SYSTEM', id: null },
      { set: { failureReason: reason.slice(0, 500), settledAt: sql`now()`, nextSendAt: null } },
    ),
  );
}
