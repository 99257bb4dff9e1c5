import 'server-only';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import type { CancellationPreviewDto } from '@/lib/dto/meeting';
import { hasJoined } from '@/lib/server/video/attendance';
import { decideCancellation, GROUND_REASON, type CancelRefund } from '@/lib/rules/cancellation';
import { describeCancellation, loadCancellationFacts, paidCentavos } from './cancellation-preview';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { sendCancellationNotices } from './send-cancellation-notices';
import { attendanceOutcome } from './settlement-policy';
import { writeCancellation } from './write-cancellation';
import { sendRefunds } from '../refunds/send-refunds';

/**
 * Either party cancels a meeting, as the cancellation policy allows (`decideCancellation`). The slot
 * is freed (time_holds trigger), the reminder voided and a pending checkout closed; money already
 * taken is refunded through the provider (sent after the commit) when the policy gives it back, and
 * stays with the lawyer when it does not (a client's late cancellation).
 * A client's lawyer no-show claim also settles the meeting (its outcome, the rating without it), so
 * the scheduler's settlement leaves it alone and tells both parties of the refund.
 */
export async function cancelMeeting(
  userId: string,
  meetingId: string,
  input: { reason?: string; expect_refund?: CancelRefund },
  now = new Date(),
): Promise<{ _id: string; status: 'CANCELLED'; refund: CancelRefund; summary: string }> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  const db = await getDb();
  const facts = await loadCancellationFacts(meeting, now, db);
  const decision = decideCancellation(facts);
  if (!decision.allowed) throw new AppError('BAD_REQUEST', decision.message, { key: 'NOT_CANCELLABLE' });
  const preview = describeCancellation(
    decision,
    facts,
    await paidCentavos(meeting, db),
    Boolean(meeting.workItemId),
  ) as CancellationPreviewDto;
  // The party confirmed one refund; the clock may have passed the deadline since the dialog opened.
  if (input.expect_refund && input.expect_refund !== decision.refund) {
    throw new AppError(
      'CONFLICT',
      `The refund has changed since you opened this: ${preview.summary}. Please look again before cancelling.`,
      { key: 'REFUND_CHANGED' },
    );
  }
  const reason = input.reason;
  const outcome =
    decision.ground === 'LAWYER_NO_SHOW' ? attendanceOutcome(false, await hasJoined(meetingId, meeting.customerId)) : undefined;
  await db.transaction(async (tx) => {
    const done = await writeCancellation(tx, {
      meetingId,
      fromStatus: meeting.status,
      reason: reason ?? GROUND_REASON[decision.ground],
      refund: decision.refund,
      outcome,
      ground: decision.ground,
      requestedBy: userId,
    });
    if (!done) throw new AppError('CONFLICT', 'The meeting changed meanwhile. Please reload.', { key: 'STALE' });
  });
  await sendCancellationNotices({ meetingId, byUserId: userId, ground: decision.ground, refund: decision.refund });
  if (decision.refund === 'FULL') await sendRefunds({ meetingId });
  return { _id: meetingId, status: 'CANCELLED', refund: decision.refund, summary: preview.summary };
}
