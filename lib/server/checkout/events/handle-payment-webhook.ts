import 'server-only';
import { applyPaymentEvent } from './apply-payment-event';
import { readTextBody } from '@/lib/server/platform/http/body';
import { applyRefundUpdate } from '@/lib/server/payments/refunds/apply-refund-update';
import { getWebhookProvider } from '@/lib/server/payments/get-payment-provider';
import { isRefundEventType } from '@/lib/server/payments/parse-event';

/** A PayMongo event is a few kB; no genuine delivery comes near this. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * Reads the raw body (the signature covers its exact bytes), verifies it, and applies the event once:
 * a refund event through the refunds' path, anything else through the payments'. Answers 200 for
 * duplicates and ignored events too, so the provider stops retrying them.
 */
export async function handlePaymentWebhook(providerName: string, req: Request) {
  const provider = getWebhookProvider(providerName);
  // Anyone can POST here; the signature is checked after reading, so the read itself is capped.
  const rawBody = await readTextBody(req, WEBHOOK_MAX_BYTES);
  const event = provider.parseWebhook(rawBody, req.headers);
  if (isRefundEventType(event.type)) {
    const result = await applyRefundUpdate(provider.name, {
      eventId: event.eventId,
      type: event.type,
      raw: event.raw,
      refunds: event.refunds ?? [],
    });
    return { received: true, outcome: result.outcome };
  }
  const result = await applyPaymentEvent(provider.name, event);
  return { received: true, outcome: result.outcome };
}
