import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import type { CheckoutInput, CheckoutStatus } from './types';
import type { SandboxMethod } from '@/lib/validation/payments';

/**
 * The sandbox provider's own books (table sandbox_checkout_sessions), kept apart from ours the way
 * PayMongo keeps its sessions: a checkout is opened when a booking asks for one, completed once by
 * the hosted page's Pay or Fail, and closes unpaid when the booking's hold ends. The reconciliation
 * job reads it through SandboxProvider.retrieveCheckout.
 */

export async function openSandboxSession(sessionId: string, input: CheckoutInput, tx?: Db): Promise<void> {
  const db = tx ?? (await getDb());
  await db.insert(t.sandboxCheckoutSessions).values({
    id: sessionId,
    reference: input.reference,
    amountCentavos: input.amountCentavos,
    metadata: input.metadata,
    expiresAt: input.expiresAt,
  });
}

/**
 * Records the outcome of Pay or Fail before the webhook goes out, and returns the event to send.
 * A checkout that was already completed returns the event it sent then (a provider resends, it
 * never charges twice); an expired one refuses.
 */
export async function completeSandboxSession(
  sessionId: string,
  outcome: 'paid' | 'failed',
  method: SandboxMethod,
  buildEvent: () => object,
): Promise<object> {
  const db = await getDb();
  const [done] = await db
    .update(t.sandboxCheckoutSessions)
    .set({ status: outcome, method, event: buildEvent(), completedAt: sql`now()` })
    .where(
      and(
        eq(t.sandboxCheckoutSessions.id, sessionId),
        eq(t.sandboxCheckoutSessions.status, 'active'),
        gt(t.sandboxCheckoutSessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ event: t.sandboxCheckoutSessions.event });
  if (done) return done.event as object;
  const [session] = await db.select().from(t.sandboxCheckoutSessions).where(eq(t.sandboxCheckoutSessions.id, sessionId)).limit(1);
  // Checkouts opened before the sandbox kept books: nothing to record, the event goes out as before.
  if (!session) return buildEvent();
  if (session.event) return session.event as object;
  throw new AppError('CONFLICT', 'payments.checkoutSessionExpired', { key: 'CHECKOUT_CLOSED' });
}

type StoredEvent = {
  data?: {
    attributes?: {
      livemode?: boolean;
      data?: { attributes?: { payments?: { id: string; attributes: { amount: number; currency: string } }[] } };
    };
  };
};

/** The sandbox's answer to "what happened to this checkout?", from its own books. */
export async function readSandboxSession(sessionId: string, now = new Date()): Promise<CheckoutStatus> {
  const db = await getDb();
  const [session] = await db.select().from(t.sandboxCheckoutSessions).where(eq(t.sandboxCheckoutSessions.id, sessionId)).limit(1);
  if (!session) return { state: 'unknown' };
  if (session.status === 'paid' || session.status === 'failed') {
    const event = session.event as StoredEvent;
    const payment = event.data?.attributes?.data?.attributes?.payments?.[0];
    return {
      state: session.status,
      paymentId: payment?.id,
      amountCentavos: payment?.attributes.amount ?? session.amountCentavos,
      currency: payment?.attributes.currency ?? 'PHP',
      method: session.method ?? undefined,
      livemode: false,
      raw: session.event,
    };
  }
  return session.expiresAt.getTime() <= now.getTime() ? { state: 'expired' } : { state: 'open' };
}
