import 'server-only';
import { sendMeetingConfirmation } from '../meetings/send-meeting-mails';
import { sendDueReminders } from '../reminders/send-due-reminders';
import { notifyWorkItemPaid } from '../work-items/send-work-item-mails';
import { sendRefunds } from '../refunds/send-refunds';
import { processPaymentEvent, type ProcessResult } from './process-payment-event';
import type { PaymentEvent, ProviderName } from './types';

/**
 * The one path by which a provider's word about a payment changes anything, whether it came as a
 * webhook or as the reconciliation job's answer: the event is applied exactly once
 * (processPaymentEvent), then the side effects run for the one application that confirmed a meeting
 * or paid a work item (or one of its additional services), or that granted a refund (money for an
 * attempt already closed): that refund goes to the provider now.
 */
export async function applyPaymentEvent(provider: ProviderName, event: PaymentEvent): Promise<ProcessResult> {
  const result = await processPaymentEvent(provider, event);
  if (result.outcome === 'confirmed' && result.meetingId) await afterMeetingConfirmed(result.meetingId);
  if (result.outcome === 'confirmed' && result.workItemId && result.paymentId) await afterWorkItemPaid(result.paymentId);
  if (result.outcome === 'refund_required' && result.paymentId) await sendRefunds({ paymentId: result.paymentId });
  return result;
}

/** The receipt and the lawyer's notification for a paid work item or additional service, once (dedupe keys). */
async function afterWorkItemPaid(paymentId: string): Promise<void> {
  try {
    await notifyWorkItemPaid(paymentId);
  } catch (error) {
    console.error('[payments] work-item side effects failed', error);
  }
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
