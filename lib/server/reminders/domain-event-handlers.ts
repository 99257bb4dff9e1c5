import 'server-only';
import type { CancelGround, CancelRefund } from '@/lib/rules/cancellation';
import { sendCancellationNotices } from '@/lib/server/meetings/send-cancellation-notices';
import { notifyMeetingRescheduled, sendMeetingConfirmation } from '@/lib/server/meetings/send-meeting-mails';
import { deliverDomainEvents, type DomainEventHandlers, type OutboxResult } from '@/lib/server/outbox/deliver-domain-events';
import { listenForOutboxKicks } from '@/lib/server/outbox/kick';
import { sendRefunds } from '@/lib/server/refunds/send-refunds';
import { notifyWorkItemPaid } from '@/lib/server/work-items/send-work-item-mails';
import { sendNotaryConfirmation } from '@/lib/server/notary/send-notary-mails';
import { sendDueReminders } from './send-due-reminders';

/** A meeting starting within the reminder's lead is already due: its reminder goes out with the news. */
async function confirmMeeting(meetingId: string): Promise<void> {
  // Each sends only for its own kind: a consultation's, or a notarial appointment's (issue 43).
  await sendMeetingConfirmation(meetingId);
  await sendNotaryConfirmation(meetingId);
  await sendDueReminders();
}

/** The refund the event granted goes to the provider (sendRefunds claims it: once, whoever else sends). */
async function sendPaymentRefund(paymentId: string): Promise<void> {
  await sendRefunds({ paymentId });
}

/**
 * What follows each event whose rule has `after` (lib/rules/{meeting,payment}-transitions.ts), run
 * once the move is committed — by the request's kick, or by the scheduler's pass
 * (domain-event-handlers.test.ts checks that the two lists agree). Here, above the domain folders,
 * so that they record events without importing what handles them.
 */
export const DOMAIN_EVENT_HANDLERS: DomainEventHandlers = {
  'meeting:paid': (e) => confirmMeeting(e.aggregateId),
  'meeting:schedule-included': (e) => confirmMeeting(e.aggregateId),
  'meeting:book-at-office': (e) => confirmMeeting(e.aggregateId),
  'meeting:cancel': (e) =>
    sendCancellationNotices({
      meetingId: e.aggregateId,
      byUserId: e.actorId!,
      ground: e.payload.ground as CancelGround,
      refund: e.payload.refund as CancelRefund,
    }),
  'meeting:reschedule': async (e) => {
    await notifyMeetingRescheduled(e.aggregateId, e.actorId!);
    await sendDueReminders();
  },
  'payment:paid': (e) => notifyWorkItemPaid(e.aggregateId),
  'payment:paid-late': (e) => sendPaymentRefund(e.aggregateId),
  'payment:refund': (e) => sendPaymentRefund(e.aggregateId),
};

/** The outbox pass over these handlers: every due event (the scheduler), or the ones a commit just wrote. */
export function deliverOutbox(options: { eventIds?: string[]; now?: Date } = {}): Promise<OutboxResult> {
  return deliverDomainEvents(DOMAIN_EVENT_HANDLERS, options);
}

/** This process handles its own commits' events right after them (server start; the scheduler's pass is the guarantee). */
export function installOutboxKicks(): void {
  listenForOutboxKicks((eventIds) => deliverOutbox({ eventIds }));
}
