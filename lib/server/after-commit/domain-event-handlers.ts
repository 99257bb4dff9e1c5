import 'server-only';
import type { CancelGround, CancelRefund } from '@/lib/rules/cancellation';
import { sendCancellationNotices } from '@/lib/server/meetings/send-cancellation-notices';
import { notifyMeetingRescheduled, sendMeetingConfirmation } from '@/lib/server/meetings/send-meeting-mails';
import { deliverDomainEvents, type DomainEventHandlers, type OutboxResult } from '@/lib/server/outbox/deliver-domain-events';
import { listenForOutboxKicks } from '@/lib/server/outbox/kick';
import { sendPayerReceipt } from '@/lib/server/payment-links/payer-receipt';
import { sendRefundNotices } from '@/lib/server/refunds/send-refund-notices';
import { sendRefunds } from '@/lib/server/refunds/send-refunds';
import { mailCountersignNeeded, mailLetterReady, mailLetterSigned } from '@/lib/server/work-items/letters/letter-mails';
import { ensureSignedPdf } from '@/lib/server/work-items/letters/sign-letter';
import { eraseUnsignedLetterPdfs } from '@/lib/server/work-items/letters/letter-store';
import {
  notifyCompletionConfirmed,
  notifyLawyerCompleted,
  notifyProposalRejected,
  notifyProposalSent,
  notifyServiceOffered,
  notifyWorkItemPaid,
} from '@/lib/server/work-items/send-work-item-mails';
import { sendNotaryConfirmation } from '@/lib/server/notary/send-notary-mails';
import { sendDueReminders } from '@/lib/server/reminders/send-due-reminders';
import { sendSettlementNotices } from '@/lib/server/meetings/send-settlement-notices';
import { deliverRecordedEmail } from '@/lib/server/mail/send-email';
import { tellAdminsCodeBudgetReached } from '@/lib/server/phone/code-notices';
import { deliverDueSms } from '@/lib/server/sms/deliver-sms';
import { noticeWaitingPeer } from '@/lib/server/video/waiting-notice';
import type { ReportTargetKind } from '@/lib/dto/admin';
import type { Locale } from '@/lib/i18n/paths';
import { notifyCommentPosted } from '@/lib/server/comments/comment-notices';
import { tellModerationEvent } from '@/lib/server/moderation/moderation-notices';
import { sendPayoutNotices } from '@/lib/server/payouts/send-payout-notices';
import {
  deliverDeletionCompleted,
  mailDeletionLink,
  tellDeletionCancelled,
  tellDeletionRequested,
} from '@/lib/server/privacy/deletion-notices';
import { tellAdminsOfResubmission } from '@/lib/server/verification/resubmission-notices';
import { tellVerificationEvent } from '@/lib/server/verification/verification-notices';
import { mailWhereToStartAnswer } from '@/lib/server/where-to-start/mail-answer';
import {
  tellQuestionClient,
  tellQuestionFollowUp,
  tellQuestionMoved,
  tellQuestionOffered,
  tellQuestionProposalRequested,
  tellQuestionRefunded,
} from '@/lib/server/questions/question-notices';
import { followLegalAidMeeting } from '@/lib/server/legal-aid/complete';
import { tellOrderParty } from '@/lib/server/service-orders/order-notices';
import { tellLegalAidDeclined, tellLegalAidOfferWaiting, tellLegalAidQueued, tellLegalAidReferred } from '@/lib/server/legal-aid/notices';
import { tellDisputeAnswered, tellDisputeDecided, tellDisputeOpened } from '@/lib/server/service-disputes/dispute-notices';
import { addLetterSignedEntries, addMeetingBookedEntries, addPaymentEntries } from '@/lib/server/matters/automatic-entries';
import { tellMatterEntry } from '@/lib/server/matters/matter-notices';
import { tellHearingChanged } from '@/lib/server/matters/hearing-notices';

/** A meeting starting within the reminder's lead is already due: its reminder goes out with the news. */
async function confirmMeeting(meetingId: string): Promise<void> {
  // Each sends only for its own kind: a consultation's, or a notarial appointment's (issue 43).
  await sendMeetingConfirmation(meetingId);
  await sendNotaryConfirmation(meetingId);
  await sendDueReminders();
  // Issue 64: "meeting booked" on each open matter of the pair.
  await addMeetingBookedEntries(meetingId);
}

/** The refund the event granted goes to the provider (sendRefunds claims it: once, whoever else sends). */
async function sendPaymentRefund(paymentId: string): Promise<void> {
  await sendRefunds({ paymentId });
}

/**
 * Both signed: the signed PDF is made and stored once (ensureSignedPdf: the first to store it wins),
 * then mailed to both (each mail once by its dedupe key) — a second run re-reads the stored PDF.
 */
async function completeLetter(letterId: string): Promise<void> {
  const pdf = await ensureSignedPdf(letterId);
  if (pdf) await mailLetterSigned(letterId, pdf);
  // Issue 64: "letter signed" on each open matter of the pair.
  await addLetterSignedEntries(letterId);
}

/**
 * A text or mail recorded with its event in the request's transaction — a one-time code, or a mail to an
 * address the user typed (a payment link, a call invitation: issue 72 item 4) — sent now. The event names
 * the message, never a code; the text's claim (and a SENT mail left as it is) keeps it to one send,
 * whoever else delivers it (the scheduler's SMS and mail passes).
 */
async function deliverRecorded(message: { smsId?: string; emailId?: string }): Promise<void> {
  if (message.smsId) await deliverDueSms({ ids: [message.smsId] });
  if (message.emailId) await deliverRecordedEmail(message.emailId);
}

/** The client is told how their refund ended (once: notified_at and the notices' dedupe keys). */
async function tellRefundEnded(refundId: string): Promise<void> {
  await sendRefundNotices({ refundIds: [refundId] });
}

/**
 * What follows each event whose rule has `after` (lib/rules/*-transitions.ts), run
 * once the move is committed — by the request's kick, or by the scheduler's pass
 * (lib/server/outbox/outbox.test.ts checks that the two lists agree). Here, above the domain folders,
 * so that they record events without importing what handles them.
 */
export const DOMAIN_EVENT_HANDLERS: DomainEventHandlers = {
  'meeting:paid': (e) => confirmMeeting(e.aggregateId),
  'meeting:schedule-included': (e) => confirmMeeting(e.aggregateId),
  'meeting:book-at-office': (e) => confirmMeeting(e.aggregateId),
  'meeting:cancel': async (e) => {
    // A free legal-aid consultation's request ends with its meeting (issue 61).
    await followLegalAidMeeting(e.aggregateId);
    await sendCancellationNotices({
      meetingId: e.aggregateId,
      byUserId: e.actorId!,
      ground: e.payload.ground as CancelGround,
      refund: e.payload.refund as CancelRefund,
    });
  },
  'meeting:reschedule': async (e) => {
    await notifyMeetingRescheduled(e.aggregateId, e.actorId!);
    await sendDueReminders();
  },
  // A meeting settled (the scheduler's pass, or the leave that ended its call): the review request or
  // the no-show notices, once (settlement_notified_at and the messages' dedupe keys).
  // A free legal-aid consultation's request completes (its ledger line from the call's attendance) or ends (issue 61).
  'meeting:settle-attended': async (e) => {
    await followLegalAidMeeting(e.aggregateId);
    await sendSettlementNotices({ meetingId: e.aggregateId });
  },
  'meeting:settle-lawyer-no-show': async (e) => {
    await followLegalAidMeeting(e.aggregateId);
    await sendSettlementNotices({ meetingId: e.aggregateId });
  },
  'payment:paid': async (e) => {
    await notifyWorkItemPaid(e.aggregateId);
    // Someone else paid through the client's payment link (issue 63): their copy of the receipt.
    await sendPayerReceipt(e.aggregateId);
    // Issue 64: "payment" on each open matter of the pair.
    await addPaymentEntries(e.aggregateId);
  },
  'payment:paid-late': (e) => sendPaymentRefund(e.aggregateId),
  'payment:refund': (e) => sendPaymentRefund(e.aggregateId),
  'work-item:propose': (e) => notifyProposalSent(e.aggregateId),
  'work-item:revise': (e) => notifyProposalSent(e.aggregateId),
  'work-item:reject': (e) => notifyProposalRejected(e.aggregateId),
  'work-item:complete-lawyer': (e) => notifyLawyerCompleted(e.aggregateId),
  'work-item:confirm-completion': (e) => notifyCompletionConfirmed(e.aggregateId),
  'additional-service:offer': (e) => notifyServiceOffered(e.aggregateId),
  'letter:prepare': (e) => mailLetterReady(e.aggregateId),
  'letter:sign': (e) => mailCountersignNeeded(e.aggregateId),
  'letter:countersign': (e) => completeLetter(e.aggregateId),
  // Issue 60: written questions (QUESTION_RULES); each notice in its reader's language, once per event.
  'question:paid': (e) => tellQuestionOffered(e.id, e.aggregateId, e.payload.lawyerId as string),
  'question:decline-moved': (e) => tellQuestionMoved(e.id, e.aggregateId, e.payload.lawyerId as string),
  'question:lapse-moved': (e) => tellQuestionMoved(e.id, e.aggregateId, e.payload.lawyerId as string),
  'question:take': (e) => tellQuestionClient(e.id, e.aggregateId, 'taken'),
  'question:answer': (e) => tellQuestionClient(e.id, e.aggregateId, 'answered'),
  'question:follow-up': (e) => tellQuestionFollowUp(e.id, e.aggregateId),
  'question:follow-up-answer': (e) => tellQuestionClient(e.id, e.aggregateId, 'followUpAnswered'),
  'question:decline-refunded': (e) => tellQuestionRefunded(e.id, e.aggregateId, 'declined'),
  'question:lapse-refunded': (e) => tellQuestionRefunded(e.id, e.aggregateId, 'lapsed'),
  'question:answer-overdue': (e) => tellQuestionRefunded(e.id, e.aggregateId, 'unanswered'),
  'legal-aid:decline': (e) => tellLegalAidDeclined(e.id, e.aggregateId),
  // The desk's clock (issue 61): a free written question offered again to its area's lawyers, or referred.
  'legal-aid:reoffer': (e) => tellLegalAidQueued(e.id, e.aggregateId),
  'legal-aid:refer': (e) => tellLegalAidReferred(e.id, e.aggregateId),
  // Moves no request: a lawyer whose legal-aid offer went unused for 30 days (the aggregate id is the lawyer's).
  'legal-aid:offer-reminder': (e) => tellLegalAidOfferWaiting(e.id, e.aggregateId),
  // Issue 62: fixed-price service orders (SERVICE_ORDER_RULES); each party told in their own language, once per event.
  'service-order:order': (e) => tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'order'),
  'service-order:paid': (e) => tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'paid'),
  'service-order:withdraw': async (e) => void (await eraseUnsignedLetterPdfs(e.aggregateId)),
  'service-order:take': (e) => tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'take'),
  'service-order:decline': (e) => tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'decline'),
  'service-order:expire': async (e) => {
    await tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'expireClient');
    await tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'expireLawyer');
  },
  'service-order:deliver': (e) => tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'deliver'),
  'service-order:revise': (e) => tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'revise'),
  'service-order:accept': (e) => tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'accept'),
  'service-order:cancel-late': async (e) => {
    await tellOrderParty(e.id, e.aggregateId, 'LAWYER', 'cancelLateLawyer');
    await tellOrderParty(e.id, e.aggregateId, 'CUSTOMER', 'cancelLateClient');
  },
  'question:proposal-requested': (e) => tellQuestionProposalRequested(e.id, e.aggregateId),
  // Issue 62, a service order's dispute: the lawyer and the admins told it opened, the client and the admins the
  // answer, both the decision — whose refund (a part: no payment moved, so no payment event sends it) goes out here.
  'service-order:dispute': (e) => tellDisputeOpened(e.id, e.aggregateId),
  'service-order:answer-dispute': (e) => tellDisputeAnswered(e.id, e.aggregateId),
  'service-order:decide': async (e) => {
    const refundId = e.payload.refundId as string | null | undefined;
    if (refundId) await sendRefunds({ refundIds: [refundId] });
    await tellDisputeDecided(e.id, e.aggregateId);
  },
  'refund:retry': async (e) => {
    await sendRefunds({ refundIds: [e.aggregateId] });
  },
  'refund:record-manual': (e) => tellRefundEnded(e.aggregateId),
  'refund:succeed': (e) => tellRefundEnded(e.aggregateId),
  'refund:fail': (e) => tellRefundEnded(e.aggregateId),
  // Issue 59: events that move no state table (recordEvents), each handled by its own folder's file.
  // Issue 64: a shared matter entry, told to the other party.
  'matter:entry': (e) => tellMatterEntry(e.payload as { entryId: string; recipientId: string }),
  'comment:posted': (e) => notifyCommentPosted(e.aggregateId, e.payload as { recipientId: string; url: string }),
  'triage:email': (e) => mailWhereToStartAnswer(e.id, e.aggregateId, e.payload as { answers: string; language: Locale }),
  'payout:paid': async (e) => void (await sendPayoutNotices({ batchId: e.aggregateId })),
  'moderation:hide': (e) => tellModerationEvent(e.id, e.aggregateId, e.payload as { kind: ReportTargetKind; auditId: string }, true),
  'moderation:restore': (e) => tellModerationEvent(e.id, e.aggregateId, e.payload as { kind: ReportTargetKind; auditId: string }, false),
  'verification:approve': (e) => tellVerificationEvent(e.id, e.aggregateId, true, e.payload as { auditId: string }),
  'verification:reject': (e) => tellVerificationEvent(e.id, e.aggregateId, false, e.payload as { auditId: string }),
  'verification:resubmit': (e) => tellAdminsOfResubmission(e.id, e.aggregateId),
  'deletion:request': (e) => tellDeletionRequested(e.aggregateId),
  'deletion:cancel': (e) => tellDeletionCancelled(e.aggregateId),
  'deletion:confirm-link': (e) => mailDeletionLink(e.id, e.aggregateId),
  // Events of a meeting, a letter or a payment that move no row: a party waiting in the call, a signing code.
  'meeting:party-waiting': async (e) => {
    const { waiterId, peerId } = e.payload as { waiterId: string; peerId: string };
    await noticeWaitingPeer(e.aggregateId, waiterId, peerId);
  },
  'letter:code': (e) => deliverRecorded(e.payload as { smsId?: string; emailId?: string }),
  'phone:code': (e) => deliverRecorded(e.payload as { smsId: string }),
  // Issue 72 item 4: a payment link mailed to the payer, a call guest's invitation — at once, not at the mail pass's retry.
  'payment:link-mailed': (e) => deliverRecorded(e.payload as { emailId: string }),
  'meeting:guest-invited': (e) => deliverRecorded(e.payload as { emailId: string }),
  'phone:code-budget': (e) => tellAdminsCodeBudgetReached(e.payload as { hour: string; budget: number }),
  'deletion:complete': (e) => deliverDeletionCompleted(e.payload.userId as string, e.payload as { emailId: string }),
  // Issue 64: a shared hearing moved or cancelled by the lawyer — the client told, once per revision.
  'matter:hearing-changed': (e) => tellHearingChanged(e.payload.hearingId as string, e.payload.revision as number),
  'matter:hearing-cancelled': (e) => tellHearingChanged(e.payload.hearingId as string, e.payload.revision as number),
};

/** The outbox pass over these handlers: every due event (the scheduler), or the ones a commit just wrote. */
export function deliverOutbox(options: { eventIds?: string[]; now?: Date } = {}): Promise<OutboxResult> {
  return deliverDomainEvents(DOMAIN_EVENT_HANDLERS, options);
}

/** This process handles its own commits' events right after them (server start; the scheduler's pass is the guarantee). */
export function installOutboxKicks(): void {
  listenForOutboxKicks((eventIds) => deliverOutbox({ eventIds }));
}
