import 'server-only';
import { getWebhookProvider } from './get-payment-provider';
import { processPaymentEvent } from './process-payment-event';

/**
 * Reads the raw body (the signature covers its exact bytes), verifies it, and applies the event once.
 * Answers 200 for duplicates and ignored events too, so the provider stops retrying them.
 */
export async function handlePaymentWebhook(providerName: string, req: Request) {
  const provider = getWebhookProvider(providerName);
  const rawBody = await req.text();
  const event = provider.parseWebhook(rawBody, req.headers);
  const result = await processPaymentEvent(provider.name, event);
  return { received: true, outcome: result.outcome };
}
