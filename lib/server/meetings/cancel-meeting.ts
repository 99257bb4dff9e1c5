import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { decideCancellation, GROUND_REASON, type CancelRefund } from './cancellation-policy';
import { findPartyMeetingOrThrow } from './find-party-meeting';

/**
 * Either party cancels a meeting, as the cancellation policy allows (`decideCancellation`). The slot
 * is freed (time_holds trigger), the reminder voided and a pending checkout closed; money already
 * taken is flagged for refund (REFUND_REQUIRED, paid back by the operations team) when the policy
 * gives it back, and stays with the lawyer when it does not (a client's late cancellation).
 */
export async function cancelMeeting(
  userId: string,
  meetingId: string,
  reason: string | undefined,
  now = new Date(),
): Promise<{ _id: string; status: 'CANCELLED'; refund: CancelRefund }> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  const db = await getDb();
  const lawyerJoined = meeting.startAt.getTime() <= now.getTime() && (await hasJoined(meetingId, meeting.lawyerId));
  const decision = decideCancellation({ role: meeting.role, status: meeting.status, startAt: meeting.startAt, endAt: meeting.endAt, lawyerJoined, now });
  if (!decision.allowed) throw new AppError('BAD_REQUEST', decision.message, { key: 'NOT_CANCELLABLE' });
  await db.transaction(async (tx) => {
    const done = await tx
      .update(t.meetings)
      .set({
        status: 'CANCELLED',
        reminderAt: null,
        holdExpiresAt: null,
        cancelledAt: sql`now()`,
        cancelReason: reason ?? GROUND_REASON[decision.ground],
        updatedAt: sql`now()`,
      })
      .where(and(eq(t.meetings.id, meetingId), eq(t.meetings.status, meeting.status)))
      .returning({ id: t.meetings.id });
    if (!done.length) throw new AppError('CONFLICT', 'The meeting changed meanwhile. Please reload.', { key: 'STALE' });
    if (decision.refund === 'FULL') {
      await tx.update(t.payments).set({ status: 'REFUND_REQUIRED', updatedAt: sql`now()` }).where(and(eq(t.payments.meetingId, meetingId), eq(t.payments.status, 'PAID')));
    }
    await tx.update(t.payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(and(eq(t.payments.meetingId, meetingId), inArray(t.payments.status, ['PENDING'])));
    // A meeting included in a work item goes back to the engagement, to be booked again.
    await tx.update(t.workItemMeetings).set({ meetingId: null }).where(eq(t.workItemMeetings.meetingId, meetingId));
  });
  return { _id: meetingId, status: 'CANCELLED', refund: decision.refund };
}

async function hasJoined(meetingId: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: t.callAttendance.id })
    .from(t.callAttendance)
    .where(and(eq(t.callAttendance.meetingId, meetingId), eq(t.callAttendance.userId, userId)))
    .limit(1);
  return Boolean(row);
}
