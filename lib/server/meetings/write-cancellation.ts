import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { LAWYER_ABSENT_OUTCOMES } from '@/lib/db/schema/enums';
import { refreshLawyerRating } from '../lawyers/refresh-lawyer-rating';
import { GROUND_REFUND_REASON } from '../refunds/refund-reasons';
import { requestRefunds } from '../refunds/request-refunds';
import type { CancelGround, CancelRefund } from '@/lib/rules/cancellation';
import type { MeetingOutcome } from './settlement-policy';

type MeetingStatus = (typeof t.meetings.$inferSelect)['status'];

/**
 * The writes of a cancellation, in the caller's transaction, shared by a party's cancel and the
 * settlement of a lawyer no-show so both refund the same way: the slot is freed (time_holds trigger),
 * the reminder voided, a pending checkout closed, money taken flagged REFUND_REQUIRED with its refund
 * (requestRefunds: a row the caller sends after commit, or the next scheduler pass) when the policy
 * gives it back, and a meeting included in a work item handed back to the engagement, to be booked
 * again. With an outcome (a lawyer no-show) it is recorded with `settled_at`, and the lawyer's rating
 * recomputed: a review of a consultation the lawyer never held counts for nothing.
 * Only from `fromStatus` (compare-and-set): answers false when the meeting had moved on.
 */
export async function writeCancellation(
  tx: Db,
  input: {
    meetingId: string;
    fromStatus: MeetingStatus;
    reason: string;
    refund: CancelRefund;
    outcome?: MeetingOutcome;
    /** The policy's ground (what the refund is for); `requestedBy` the party who cancelled, none for the scheduler. */
    ground: CancelGround;
    requestedBy?: string;
  },
): Promise<boolean> {
  const { meetingId, outcome } = input;
  const done = await tx
    .update(t.meetings)
    .set({
      status: 'CANCELLED',
      reminderAt: null,
      holdExpiresAt: null,
      cancelledAt: sql`now()`,
      cancelReason: input.reason,
      updatedAt: sql`now()`,
      ...(outcome ? { outcome, settledAt: sql`now()` } : {}),
    })
    .where(and(eq(t.meetings.id, meetingId), eq(t.meetings.status, input.fromStatus)))
    .returning({ lawyerId: t.meetings.lawyerId });
  if (!done.length) return false;
  const refundReason = GROUND_REFUND_REASON[input.ground];
  if (input.refund === 'FULL' && refundReason) {
    await requestRefunds(tx, and(eq(t.payments.meetingId, meetingId), eq(t.payments.status, 'PAID'))!, {
      reason: refundReason,
      requestedBy: input.requestedBy,
    });
  }
  await tx
    .update(t.payments)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(t.payments.meetingId, meetingId), inArray(t.payments.status, ['PENDING'])));
  await tx.update(t.workItemMeetings).set({ meetingId: null }).where(eq(t.workItemMeetings.meetingId, meetingId));
  if (outcome && (LAWYER_ABSENT_OUTCOMES as readonly string[]).includes(outcome)) await refreshLawyerRating(tx, done[0].lawyerId);
  return true;
}
