import 'server-only';
import { applyPaymentEvent } from './apply-payment-event';
import { getWebhookProvider } from './get-payment-provider';

/**
 * Reads the raw body (the signature covers its exact bytes), verifies it, and applies the event once.
 * Answers 200 for duplicates and ignored events too, so the provider stops retrying them.
 */
export async function handlePaymentWebhook(providerName: string, req: Request) {
  const provider = getWebhookProvider(providerName);
  const rawBody = await req.text();
  const event = provider.parseWebhook(rawBody, req.headers);
  const result = await applyPaymentEvent(provider.name, event);
  return { received: true, outcome: result.outcome };
}
