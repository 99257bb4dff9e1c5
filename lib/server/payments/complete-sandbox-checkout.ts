import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { getCheckout } from './get-checkout';
import { getPaymentProvider } from './get-payment-provider';
import { buildSandboxEvent, deliverSandboxWebhook } from './sandbox-provider';
import type { SandboxMethod } from '@/lib/validation/payments';

/**
 * The sandbox's hosted checkout buttons. Pay and Fail make the sandbox send its signed webhook to
 * our own endpoint over HTTP — the same path PayMongo's events take — and only then send the
 * browser back; Cancel just returns to the cancel URL, like a real provider (the hold stays until
 * it expires). Runs outside any transaction: the webhook is a network call into this same app.
 */
export async function completeSandboxCheckout(options: {
  customerId: string;
  sessionId: string;
  action: 'pay' | 'fail' | 'cancel';
  method: SandboxMethod;
  origin: string;
}): Promise<{ redirect_url: string }> {
  if (getPaymentProvider().name !== 'SANDBOX') throw new AppError('NOT_FOUND', 'Checkout not found.', { key: 'CHECKOUT_NOT_FOUND' });
  const checkout = await getCheckout(options.customerId, { sessionId: options.sessionId });
  const back = { redirect_url: `/checkout?meeting=${checkout.meeting_id}` };
  if (options.action === 'cancel') return back;
  if (checkout.state !== 'pending') {
    throw new AppError('CONFLICT', checkout.state === 'expired' ? 'This checkout session has expired.' : 'This checkout session is closed.', { key: 'CHECKOUT_CLOSED' });
  }
  const event = buildSandboxEvent({
    outcome: options.action === 'pay' ? 'paid' : 'failed',
    sessionId: options.sessionId,
    reference: checkout.payment_id,
    amountCentavos: checkout.amount,
    method: options.method,
    metadata: { meeting_id: checkout.meeting_id, payment_id: checkout.payment_id },
  });
  const res = await deliverSandboxWebhook(options.origin, event);
  if (!res.ok) throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be completed. Please try again.', { key: 'WEBHOOK_FAILED' });
  return back;
}
