import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { findPartyMeetingOrThrow } from './find-party-meeting';

/**
 * Either party cancels a meeting that has not started. The slot is freed (time_holds trigger), the
 * reminder voided, and money already taken is flagged for refund; a pending checkout is closed.
 */
export async function cancelMeeting(userId: string, meetingId: string, reason: string | undefined, now = new Date()): Promise<{ _id: string; status: 'CANCELLED' }> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  if (!['CONFIRMED', 'PAYMENT_PENDING'].includes(meeting.status) || meeting.startAt.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', 'Only an upcoming meeting can be cancelled.', { key: 'NOT_CANCELLABLE' });
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const done = await tx
      .update(t.meetings)
      .set({ status: 'CANCELLED', reminderAt: null, holdExpiresAt: null, cancelledAt: sql`now()`, cancelReason: reason ?? null, updatedAt: sql`now()` })
      .where(and(eq(t.meetings.id, meetingId), inArray(t.meetings.status, ['CONFIRMED', 'PAYMENT_PENDING'])))
      .returning({ id: t.meetings.id });
    if (!done.length) throw new AppError('CONFLICT', 'The meeting changed meanwhile. Please reload.', { key: 'STALE' });
    await tx.update(t.payments).set({ status: 'REFUND_REQUIRED', updatedAt: sql`now()` }).where(and(eq(t.payments.meetingId, meetingId), eq(t.payments.status, 'PAID')));
    await tx.update(t.payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(and(eq(t.payments.meetingId, meetingId), eq(t.payments.status, 'PENDING')));
    // A meeting included in a work item goes back to the engagement, to be booked again.
    await tx.update(t.workItemMeetings).set({ meetingId: null }).where(eq(t.workItemMeetings.meetingId, meetingId));
  });
  return { _id: meetingId, status: 'CANCELLED' };
}
