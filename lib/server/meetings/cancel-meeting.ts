import 'server-only';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import type { CancellationPreviewDto } from '@/lib/dto/meeting';
import { hasAttended } from './attendance';
import { decideCancellation, GROUND_REASON, type CancelRefund } from '@/lib/rules/cancellation';
import { describeCancellation, loadCancellationFacts, paidCentavos } from './cancellation-preview';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { attendanceOutcome } from './settlement-policy';
import { staleMeeting } from './transition';
import { writeCancellation } from './write-cancellation';
import type { Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';

/**
 * Either party cancels a meeting, as the cancellation policy allows (`decideCancellation`). The slot
 * is freed (time_holds trigger), the reminder voided and a pending checkout closed; money already
 * taken is refunded through the provider when the policy gives it back, and stays with the lawyer
 * when it does not (a client's late cancellation).
 * A client's lawyer no-show claim also settles the meeting (its outcome, the rating without it), so
 * the scheduler's settlement leaves it alone and tells both parties of the refund.
 * `locale`: the language of the refund's words in the answer (the request's).
 * The answer comes as soon as the cancellation is committed: the notices (mails with the CANCEL
 * .ics, texts, pushes) and the provider's refund are its events' outbox handlers, run after the
 * commit (lib/server/runtime/after-commit/handlers/meetings.ts).
 */
export async function cancelMeeting(
  userId: string,
  meetingId: string,
  input: { reason?: string; expect_refund?: CancelRefund },
  locale: Locale,
  now = new Date(),
): Promise<{ _id: string; status: 'CANCELLED'; refund: CancelRefund; summary: string }> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  const db = await getDb();
  const facts = await loadCancellationFacts(meeting, now, db);
  const decision = decideCancellation(facts);
  if (!decision.allowed) throw new AppError('BAD_REQUEST', 'meetings.notCancellable', { key: 'NOT_CANCELLABLE' });
  const preview = describeCancellation(
    decision,
    facts,
    await paidCentavos(meeting, db),
    Boolean(meeting.workItemId),
    await textFor(locale, 'meetings'),
  ) as CancellationPreviewDto;
  // The party confirmed one refund; the clock may have passed the deadline since the dialog opened.
  if (input.expect_refund && input.expect_refund !== decision.refund) {
    throw new AppError('CONFLICT', 'meetings.refundChanged', { key: 'REFUND_CHANGED', params: { summary: preview.summary } });
  }
  const reason = input.reason;
  const outcome =
    decision.ground === 'LAWYER_NO_SHOW' ? attendanceOutcome(false, await hasAttended(meetingId, meeting.customerId)) : undefined;
  await transactionWithEvents(db, async (tx) => {
    const done = await writeCancellation(tx, {
      meetingId,
      fromStatus: meeting.status,
      reason: reason ?? GROUND_REASON[decision.ground],
      refund: decision.refund,
      outcome,
      ground: decision.ground,
      event: decision.ground === 'LAWYER_NO_SHOW' ? 'claim-lawyer-no-show' : 'cancel',
      actor: { role: meeting.role, id: userId },
    });
    if (!done) throw staleMeeting();
  });
  return { _id: meetingId, status: 'CANCELLED', refund: decision.refund, summary: preview.summary };
}
