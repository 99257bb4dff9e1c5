import 'server-only';
import { deliverRecordedEmail } from '@/lib/server/messaging/mail/send-email';
import { addPaymentEntries } from '@/features/matters/server/automatic-entries';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { sendPayerReceipt } from '@/lib/server/checkout/links/payer-receipt';
import { sendRefunds } from '@/lib/server/payments/refunds/send-refunds';
import { notifyWorkItemPaid } from '@/lib/server/work-items/send-work-item-mails';
import { PAYMENT_EVENTS } from '@/lib/server/payments/events';

/** The refund the event granted goes to the provider (sendRefunds claims it: once, whoever else sends). */
async function sendPaymentRefund(paymentId: string): Promise<void> {
  await sendRefunds({ paymentId });
}

/** What follows a payment's events (PAYMENT_EVENTS) once committed. */
export const PAYMENT_HANDLERS = defineHandlers(PAYMENT_EVENTS, {
  paid: async (e) => {
    await notifyWorkItemPaid(e.aggregateId);
    // Someone else paid through the client's payment link (issue 63): their copy of the receipt.
    await sendPayerReceipt(e.aggregateId);
    // Issue 64: "payment" on each open matter of the pair.
    await addPaymentEntries(e.aggregateId);
  },
  'paid-late': (e) => sendPaymentRefund(e.aggregateId),
  refund: (e) => sendPaymentRefund(e.aggregateId),
  // Issue 72 item 4: a payment link mailed to the payer, recorded with the event, sent at once (not at the mail
  // pass's retry); a SENT mail is left as it is, so it goes once whoever else delivers it.
  'link-mailed': (e) => deliverRecordedEmail(e.payload.emailId),
});
