import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { getCheckout } from './get-checkout';
import { getPaymentProvider } from './get-payment-provider';
import { buildSandboxEvent, deliverSandboxWebhook } from './sandbox-events';
import { completeSandboxSession } from './sandbox-sessions';
import type { SandboxMethod } from '@/lib/validation/payments';
import type { CheckoutSummary } from '@/lib/dto/checkout';

/**
 * The sandbox's hosted checkout buttons. Pay and Fail record the outcome in the sandbox's own books,
 * then make it send its signed webhook to our own endpoint over HTTP — the same path PayMongo's
 * events take — and send the browser back. Like PayMongo, a payment taken stays taken when the
 * webhook does not arrive: the browser still goes back (the checkout page reads "pending" from our
 * database) and the reconciliation job applies it; pressing Pay again resends the same event.
 * Cancel just returns to the cancel URL, like a real provider (the hold stays until it expires).
 * Runs outside any transaction: the webhook is a network call into this same app.
 */
export async function completeSandboxCheckout(options: {
  customerId: string;
  sessionId: string;
  action: 'pay' | 'fail' | 'cancel';
  method: SandboxMethod;
  origin: string;
}): Promise<{ redirect_url: string }> {
  if (getPaymentProvider().name !== 'SANDBOX') throw new AppError('NOT_FOUND', 'payments.checkoutNotFound', { key: 'CHECKOUT_NOT_FOUND' });
  const checkout = await getCheckout(options.customerId, { sessionId: options.sessionId });
  return completeSandboxFor(checkout, { ...options, back: checkout.summary_path });
}

/**
 * The sandbox's Pay / Fail / Cancel on one checkout already found and allowed: the client's own, or
 * (issue 63) the one a payment link opened to someone else, who goes `back` to the link's page.
 */
export async function completeSandboxFor(
  checkout: CheckoutSummary,
  options: { action: 'pay' | 'fail' | 'cancel'; method: SandboxMethod; origin: string; back: string },
): Promise<{ redirect_url: string }> {
  if (getPaymentProvider().name !== 'SANDBOX' || !checkout.session_id) {
    throw new AppError('NOT_FOUND', 'payments.checkoutNotFound', { key: 'CHECKOUT_NOT_FOUND' });
  }
  const sessionId = checkout.session_id;
  const back = { redirect_url: options.back };
  if (options.action === 'cancel') return back;
  if (checkout.state !== 'pending') {
    throw new AppError('CONFLICT', checkout.state === 'expired' ? 'payments.checkoutSessionExpired' : 'payments.checkoutClosed', {
      key: 'CHECKOUT_CLOSED',
    });
  }
  const outcome = options.action === 'pay' ? 'paid' : 'failed';
  const event = await completeSandboxSession(sessionId, outcome, options.method, () =>
    buildSandboxEvent({
      outcome,
      sessionId,
      reference: checkout.payment_id,
      amountCentavos: checkout.amount,
      method: options.method,
      metadata: {
        payment_id: checkout.payment_id,
        ...(checkout.meeting_id ? { meeting_id: checkout.meeting_id } : {}),
        ...(checkout.work_item_id ? { work_item_id: checkout.work_item_id } : {}),
        ...(checkout.additional_service_id ? { additional_service_id: checkout.additional_service_id } : {}),
      },
    }),
  );
  const res = await deliverSandboxWebhook(options.origin, event).catch((error: unknown) => error as Error);
  if (!(res instanceof Response) || !res.ok) {
    console.warn(
      `[sandbox] webhook for ${sessionId} not delivered (${res instanceof Response ? res.status : res.message}); the reconciliation job will apply it`,
    );
  }
  return back;
}
