import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { LAWYER_ABSENT_OUTCOMES } from '@/lib/db/schema/enums';
import type { MeetingStatus } from '@/lib/rules/meeting-transitions';
import { refreshLawyerRating } from '@/lib/server/lawyers/refresh-lawyer-rating';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { transitionPayments } from '@/lib/server/payments/transition';
import { GROUND_REFUND_REASON } from '@/lib/server/payments/refunds/refund-reasons';
import { requestRefunds } from '@/lib/server/payments/refunds/request-refunds';
import type { CancelGround, CancelRefund } from '@/lib/rules/cancellation';
import type { MeetingOutcome } from './settlement-policy';
import { tryTransitionMeeting } from './transition';

/**
 * The writes of a cancellation, in the caller's transaction, shared by a party's cancel and the
 * settlement of a lawyer no-show so both refund the same way: the slot is freed (time_holds trigger),
 * the reminder voided, a pending checkout closed, money taken flagged REFUND_REQUIRED with its refund
 * (requestRefunds: a row the caller sends after commit, or the next scheduler pass) when the policy
 * gives it back, and a meeting included in a work item handed back to the engagement, to be booked
 * again. With an outcome (a lawyer no-show) it is recorded with `settled_at`, and the lawyer's rating
 * recomputed: a review of a consultation the lawyer never held counts for nothing.
 * Every status change by the tables (transitionMeeting, transitionPayments): the party's `cancel`
 * (or `claim-lawyer-no-show`), or the scheduler's `settle-lawyer-no-show`; only from `fromStatus`
 * (compare-and-set): answers false when the meeting had moved on.
 */
export async function writeCancellation(
  tx: Db,
  input: {
    meetingId: string;
    fromStatus: MeetingStatus;
    reason: string;
    refund: CancelRefund;
    outcome?: MeetingOutcome;
    /** The policy's ground (what the refund is for). */
    ground: CancelGround;
    /** The party who cancelled (`cancel`, `claim-lawyer-no-show`), or the scheduler (`settle-lawyer-no-show`). */
    event: 'cancel' | 'claim-lawyer-no-show' | 'settle-lawyer-no-show';
    actor: StateActor<'CUSTOMER' | 'LAWYER' | 'SCHEDULER'>;
  },
): Promise<boolean> {
  const { meetingId, outcome, actor } = input;
  const done = await tryTransitionMeeting(tx, { id: meetingId, status: input.fromStatus }, input.event, actor, {
    set: {
      reminderAt: null,
      holdExpiresAt: null,
      cancelledAt: sql`now()`,
      cancelReason: input.reason,
      ...(outcome ? { outcome, settledAt: sql`now()` } : {}),
    },
    payload: { ground: input.ground, refund: input.refund },
  });
  if (!done) return false;
  const refundReason = GROUND_REFUND_REASON[input.ground];
  if (input.refund === 'FULL' && refundReason) {
    await requestRefunds(tx, eq(t.payments.meetingId, meetingId), { reason: refundReason, requestedBy: actor.id, actor: actor.role });
  }
  await transitionPayments(tx, eq(t.payments.meetingId, meetingId), 'cancel', actor);
  await tx.update(t.workItemMeetings).set({ meetingId: null }).where(eq(t.workItemMeetings.meetingId, meetingId));
  if (outcome && (LAWYER_ABSENT_OUTCOMES as readonly string[]).includes(outcome)) await refreshLawyerRating(tx, done.lawyerId);
  return true;
}
