import 'server-only';
import { readTextBody } from '@/lib/server/http/body';
import { sendMeetingConfirmation } from '../meetings/send-meeting-mails';
import { sendDueReminders } from '../reminders/send-due-reminders';
import { getWebhookProvider } from './get-payment-provider';
import { processPaymentEvent } from './process-payment-event';

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
  const result = await processPaymentEvent(provider.name, event);
  if (result.outcome === 'confirmed' && result.meetingId) await afterMeetingConfirmed(result.meetingId);
  return { received: true, outcome: result.outcome };
}

/**
 * Side effects of the one delivery that confirmed a meeting, after its transaction committed (mail
 * and push are network calls). Both are deduplicated, and a failure here is logged rather than
 * answered with an error: the payment is recorded, and a retry would only be a duplicate.
 */
async function afterMeetingConfirmed(meetingId: string): Promise<void> {
  try {
    await sendMeetingConfirmation(meetingId);
    // A meeting starting within 10 minutes is already due: its reminder goes out now, not at the next tick.
    await sendDueReminders();
  } catch (error) {
    console.error('[payments] confirmation side effects failed', error);
  }
}
