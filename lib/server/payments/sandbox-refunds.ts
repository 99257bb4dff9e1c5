import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { appUrl } from '@/lib/config/app';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { env } from '@/lib/server/env';
import { deliverSandboxWebhook, sandboxEvent } from './sandbox-events';
import type { ProviderRefund, RefundAnswer, RefundInput } from './types';

/**
 * The sandbox provider's refunds, kept apart from ours the way PayMongo keeps its own (table
 * sandbox_refunds): a refund asked for is pending for SANDBOX_REFUND_SETTLE_SECONDS, then the
 * sandbox settles it and sends a signed `payment.refunded` webhook to our endpoint, as PayMongo
 * would; asked about (the reconciliation job), it answers from these books. It keeps PayMongo's
 * rules that matter here: one refund per idempotency key (the same key answers the first refund; with
 * other parameters it refuses), a minimum of ₱1.00, never more back than a payment it knows was paid.
 */

type Row = typeof t.sandboxRefunds.$inferSelect;

const MIN_REFUND_CENTAVOS = 100;

export async function openSandboxRefund(input: RefundInput, now = new Date()): Promise<RefundAnswer> {
  const db = await getDb();
  const [existing] = await db.select().from(t.sandboxRefunds).where(eq(t.sandboxRefunds.idempotencyKey, input.idempotencyKey));
  if (existing) return replay(existing, input);
  if (input.amountCentavos < MIN_REFUND_CENTAVOS) return { state: 'refused', message: 'The refund amount must be at least 100 centavos.' };
  const left = await refundableLeft(input.paymentId);
  if (left !== null && input.amountCentavos > left)
    return { state: 'refused', message: 'The refund amount exceeds what is left of the payment.' };
  const settlesAt = new Date(now.getTime() + env().SANDBOX_REFUND_SETTLE_SECONDS * 1000);
  const [row] = await db
    .insert(t.sandboxRefunds)
    .values({
      id: `ref_sbx_${randomBytes(12).toString('hex')}`,
      idempotencyKey: input.idempotencyKey,
      paymentId: input.paymentId,
      amountCentavos: input.amountCentavos,
      reason: input.reason,
      notes: input.notes,
      metadata: { refund_id: input.reference },
      settlesAt,
    })
    .onConflictDoNothing()
    .returning();
  // Two senders with one key at once: the first one's refund is the answer to both.
  if (!row)
    return replay((await db.select().from(t.sandboxRefunds).where(eq(t.sandboxRefunds.idempotencyKey, input.idempotencyKey)))[0], input);
  return { state: 'created', refund: toProviderRefund(row) };
}

function replay(row: Row, input: RefundInput): RefundAnswer {
  if (row.paymentId !== input.paymentId || row.amountCentavos !== input.amountCentavos) {
    return { state: 'refused', message: 'This idempotency key was used with other parameters.' };
  }
  return { state: 'created', refund: toProviderRefund(row) };
}

/** What a payment the sandbox took can still give back; null for a payment it has no record of. */
async function refundableLeft(paymentId: string): Promise<number | null> {
  const db = await getDb();
  const [paid] = await queryRows<{ amount: number }>(
    db,
    sql`SELECT (p->'attributes'->>'amount')::int AS amount
        FROM sandbox_checkout_sessions s, jsonb_array_elements(s.event->'data'->'attributes'->'data'->'attributes'->'payments') p
        WHERE s.status = 'paid' AND p->>'id' = ${paymentId} LIMIT 1`,
  );
  if (!paid) return null;
  const [{ taken }] = await queryRows<{ taken: number }>(
    db,
    sql`SELECT coalesce(sum(amount_centavos), 0)::int AS taken FROM sandbox_refunds WHERE payment_id = ${paymentId} AND status <> 'failed'`,
  );
  return Number(paid.amount) - Number(taken);
}

/** The sandbox's answer to "what happened to this refund?" (a refund past its time has settled). */
export async function readSandboxRefund(refundId: string, now = new Date()): Promise<ProviderRefund | null> {
  const db = await getDb();
  const [row] = await db.select().from(t.sandboxRefunds).where(eq(t.sandboxRefunds.id, refundId));
  if (!row) return null;
  if (row.status === 'pending' && row.settlesAt.getTime() <= now.getTime()) {
    // Its webhook is the settling pass's to send; whoever asks first just learns the outcome.
    const [settled] = await db
      .update(t.sandboxRefunds)
      .set({ status: 'succeeded', settledAt: sql`now()` })
      .where(sql`${t.sandboxRefunds.id} = ${refundId} AND ${t.sandboxRefunds.status} = 'pending'`)
      .returning();
    return toProviderRefund(settled ?? row);
  }
  return toProviderRefund(row);
}

/**
 * The sandbox's own back office, run from the scheduler tick while the sandbox is the provider:
 * settles the refunds whose time has come and sends their webhooks. Claimed with FOR UPDATE SKIP
 * LOCKED, so each is settled and announced once however many instances run it. A webhook that does
 * not arrive is not sent again (PayMongo stops too, eventually): the reconciliation job asks.
 */
export async function settleSandboxRefunds(options: { now?: Date } = {}): Promise<number> {
  const db = await getDb();
  const due = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM sandbox_refunds WHERE status = 'pending' AND settles_at <= ${(options.now ?? new Date()).toISOString()}::timestamptz ORDER BY settles_at LIMIT 20`,
  );
  let settled = 0;
  for (const { id } of due) if (await settleSandboxRefund(id, 'succeeded')) settled++;
  return settled;
}

/**
 * Settles one refund now and announces it by webhook: succeeded, or failed (what a closed e-wallet
 * or an expired card makes of a real one; tests and demos call it directly). False when it was no
 * longer pending.
 */
export async function settleSandboxRefund(refundId: string, outcome: 'succeeded' | 'failed'): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .update(t.sandboxRefunds)
    .set({ status: outcome, settledAt: sql`now()` })
    .where(sql`${t.sandboxRefunds.id} = ${refundId} AND ${t.sandboxRefunds.status} = 'pending'`)
    .returning();
  if (!row) return false;
  const res = await deliverSandboxWebhook(appUrl(), buildRefundEvent(row)).catch((error: unknown) => error as Error);
  if (!(res instanceof Response) || !res.ok) {
    console.warn(
      `[sandbox] refund webhook for ${refundId} not delivered (${res instanceof Response ? res.status : res.message}); the reconciliation job will ask`,
    );
  }
  return true;
}

function toProviderRefund(row: Row): ProviderRefund {
  return {
    refundId: row.id,
    paymentId: row.paymentId,
    amountCentavos: row.amountCentavos,
    status: row.status as ProviderRefund['status'],
    reference: (row.metadata as { refund_id?: string }).refund_id,
  };
}

/** PayMongo's refund events: `payment.refunded` once it succeeded, `payment.refund.updated` for a failure. */
export function buildRefundEvent(row: Row) {
  const created = Math.floor(row.createdAt.getTime() / 1000);
  const now = Math.floor(Date.now() / 1000);
  return sandboxEvent(row.status === 'succeeded' ? 'payment.refunded' : 'payment.refund.updated', {
    id: row.paymentId,
    type: 'payment',
    attributes: {
      currency: 'PHP',
      refunds: [
        {
          id: row.id,
          type: 'refund',
          attributes: {
            amount: row.amountCentavos,
            currency: 'PHP',
            livemode: false,
            notes: row.notes,
            payment_id: row.paymentId,
            reason: row.reason,
            status: row.status,
            metadata: row.metadata,
            created_at: created,
            updated_at: now,
          },
        },
      ],
    },
  });
}
