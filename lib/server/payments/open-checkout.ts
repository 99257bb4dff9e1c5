import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { appUrl } from '@/lib/config/app';
import { AppError } from '@/lib/server/platform/http/errors';
import { tryTransitionPayment } from './transition';
import type { PaymentProvider } from './types';

/**
 * How long a checkout that holds no calendar slot stays open (a work item's, an additional service's,
 * a written question's): unlike a booking's it need not close within minutes; after this the
 * reconciliation job sees it expired.
 */
export const UNHELD_CHECKOUT_HOURS = 24;

/** Where the provider sends the browser back: our summary page, which reads the state from the database. */
const checkoutPath = (paymentId: string) => `/checkout?payment=${paymentId}`;

/**
 * Opens the provider's checkout for a payment row already committed (a network call, so never inside
 * the transaction that created the row). If the provider refuses, the payment is closed and `revert`
 * puts the item back where it was, so the client can try again; the spec's 422 is answered. Shared by
 * work items, their additional services and written questions (issue 60).
 */
export async function openCheckout(options: {
  provider: PaymentProvider;
  paymentId: string;
  amountCentavos: number;
  lineItemName: string;
  description: string;
  metadata: Record<string, string>;
  revert: () => Promise<void>;
}): Promise<string> {
  const db = await getDb();
  const returnUrl = `${appUrl()}${checkoutPath(options.paymentId)}`;
  try {
    const session = await options.provider.createCheckout({
      reference: options.paymentId,
      amountCentavos: options.amountCentavos,
      lineItemName: options.lineItemName.slice(0, 255),
      description: options.description.slice(0, 255),
      successUrl: returnUrl,
      cancelUrl: returnUrl,
      metadata: { ...options.metadata, payment_id: options.paymentId },
      expiresAt: new Date(Date.now() + UNHELD_CHECKOUT_HOURS * 3_600_000),
    });
    await db
      .update(t.payments)
      .set({ providerSessionId: session.sessionId, checkoutUrl: session.checkoutUrl, updatedAt: sql`now()` })
      .where(eq(t.payments.id, options.paymentId));
    return session.checkoutUrl;
  } catch (error) {
    const closed = await db.transaction((tx) =>
      tryTransitionPayment(tx, { id: options.paymentId, status: 'PENDING' }, 'checkout-failed', { role: 'SYSTEM', id: null }),
    );
    if (closed) await options.revert();
    if (error instanceof AppError) throw error;
    console.error('[checkout]', error);
    throw new AppError('UNPROCESSABLE', 'common.paymentUnavailable', { key: 'PAYMENT_UNAVAILABLE' });
  }
}
