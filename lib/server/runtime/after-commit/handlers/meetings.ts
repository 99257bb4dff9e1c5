import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { followLegalAidMeeting } from '@/features/legal-aid/server/complete';
import { addMeetingBookedEntries } from '@/features/matters/server/automatic-entries';
import { deliverRecordedEmail } from '@/lib/server/messaging/mail/send-email';
import { sendNotaryConfirmation } from '@/lib/server/notary/send-notary-mails';
import { sendDueReminders } from '@/lib/server/runtime/reminders/send-due-reminders';
import { noticeWaitingPeer } from '@/lib/server/calls/waiting-notice';
import { MEETING_EVENTS } from '@/lib/server/meetings/events';
import { sendCancellationNotices } from '@/lib/server/meetings/send-cancellation-notices';
import { notifyMeetingRescheduled, sendMeetingConfirmation } from '@/lib/server/meetings/send-meeting-mails';
import { sendSettlementNotices } from '@/lib/server/meetings/send-settlement-notices';

/** A meeting starting within the reminder's lead is already due: its reminder goes out with the news. */
async function confirmMeeting(meetingId: string): Promise<void> {
  // Each sends only for its own kind: a consultation's, or a notarial appointment's (issue 43).
  await sendMeetingConfirmation(meetingId);
  await sendNotaryConfirmation(meetingId);
  await sendDueReminders();
  // Issue 64: "meeting booked" on each open matter of the pair.
  await addMeetingBookedEntries(meetingId);
}

/** What follows a meeting's events (MEETING_EVENTS) once committed. */
export const MEETING_HANDLERS = defineHandlers(MEETING_EVENTS, {
  paid: (e) => confirmMeeting(e.aggregateId),
  'schedule-included': (e) => confirmMeeting(e.aggregateId),
  'book-at-office': (e) => confirmMeeting(e.aggregateId),
  cancel: async (e) => {
    // A free legal-aid consultation's request ends with its meeting (issue 61).
    await followLegalAidMeeting(e.aggregateId);
    await sendCancellationNotices({
      meetingId: e.aggregateId,
      byUserId: e.actorId!,
      ground: e.payload.ground,
      refund: e.payload.refund,
    });
  },
  reschedule: async (e) => {
    await notifyMeetingRescheduled(e.aggregateId, e.actorId!);
    await sendDueReminders();
  },
  // A meeting settled (the scheduler's pass, or the leave that ended its call): the review request or
  // the no-show notices, once (settlement_notified_at and the messages' dedupe keys).
  // A free legal-aid consultation's request completes (its ledger line from the call's attendance) or ends (issue 61).
  'settle-attended': async (e) => {
    await followLegalAidMeeting(e.aggregateId);
    await sendSettlementNotices({ meetingId: e.aggregateId });
  },
  'settle-lawyer-no-show': async (e) => {
    await followLegalAidMeeting(e.aggregateId);
    await sendSettlementNotices({ meetingId: e.aggregateId });
  },
  // Moves no row: a party waiting in the call, its peer told.
  'party-waiting': async (e) => void (await noticeWaitingPeer(e.aggregateId, e.payload.waiterId, e.payload.peerId)),
  // Issue 72 item 4: a call guest's invitation, recorded with the event, sent at once (not at the mail pass's retry);
  // a SENT mail is left as it is, so it goes once whoever else delivers it (the scheduler's mail pass).
  'guest-invited': (e) => deliverRecordedEmail(e.payload.emailId),
});
