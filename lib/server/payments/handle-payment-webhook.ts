import 'server-only';
import { applyPaymentEvent } from './apply-payment-event';
import { readTextBody } from '@/lib/server/http/body';
import { getWebhookProvider } from './get-payment-provider';

/** A PayMongo event is a few kB; no genuine delivery comes near this. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * Reads the raw body (the signature covers its exact bytes), verifies it, and applies the event once.
 * Answers 200 for duplicates and ignored events too, so the provider stops retrying them.
 */
export async function handlePaymentWebhook(providerName: string, req: Request) {
  const provider = getWebhookProvider(providerName);
  // Anyone can POST here; the signature is checked after reading, so the read itself is capped.
  const rawBody = await readTextBody(req, WEBHOOK_MAX_BYTES);
  const event = provider.parseWebhook(rawBody, req.headers);
  const result = await applyPaymentEvent(provider.name, event);
  return { received: true, outcome: result.outcome };
}
