import 'server-only';
import { sendMeetingConfirmation } from '../meetings/send-meeting-mails';
import { sendDueReminders } from '../reminders/send-due-reminders';
import { processPaymentEvent, type ProcessResult } from './process-payment-event';
import type { PaymentEvent, ProviderName } from './types';

/**
 * The one path by which a provider's word about a payment changes anything, whether it came as a
 * webhook or as the reconciliation job's answer: the event is applied exactly once
 * (processPaymentEvent), then the confirmation side effects run for the one application that
 * confirmed a meeting.
 */
export async function applyPaymentEvent(provider: ProviderName, event: PaymentEvent): Promise<ProcessResult> {
  const result = await processPaymentEvent(provider, event);
  if (result.outcome === 'confirmed' && result.meetingId) await afterMeetingConfirmed(result.meetingId);
  return result;
}

/**
 * After the transaction committed (mail and push are network calls). Both are deduplicated, and a
 * failure here is logged rather than thrown: the payment is recorded, and a retry would only be a
 * duplicate.
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
