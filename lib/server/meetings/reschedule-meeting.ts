import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { rescheduleRefusal, reschedulesLeft } from '@/lib/rules/reschedule-limit';
import { MEETING_MESSAGES } from '@/lib/validation/meetings';
import { AppError } from '@/lib/server/http/errors';
import { transactionWithEvents } from '../outbox/transaction-with-events';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { isOfferedSlot } from './is-offered-slot';
import { isExternallyBusy } from './is-slot-taken';
import { loadBookableLawyer } from './load-bookable-lawyer';
import { lockLawyerCalendar } from './lock-lawyer-calendar';
import { appErrorFromDatabase } from '@/lib/server/http/errors';
import { transitionMeeting } from './transition';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';

export type RescheduleFields = { start_time: string; reason: string; details?: string };

/** How many times this person has moved this meeting (meeting_reschedules.by_user_id). */
async function countOwnReschedules(db: Db, meetingId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.meetingReschedules)
    .where(and(eq(t.meetingReschedules.meetingId, meetingId), eq(t.meetingReschedules.byUserId, userId)));
  return Number(row?.n ?? 0);
}

/** 409 once this person has used up their reschedules of the meeting (lib/rules/reschedule-limit.ts). */
async function assertReschedulesLeft(db: Db, meetingId: string, userId: string): Promise<void> {
  const refusal = rescheduleRefusal(reschedulesLeft(await countOwnReschedules(db, meetingId, userId)));
  if (refusal) throw new AppError('CONFLICT', refusal, { key: 'RESCHEDULE_LIMIT' });
}

/**
 * Either party moves a confirmed meeting that has not started to another offered slot of the same
 * lawyer (same rule as booking; overlaps are refused by the EXCLUDE constraint → 409), at most
 * MAX_RESCHEDULES_PER_PARTY times each (409 `RESCHEDULE_LIMIT`; counted again under the calendar
 * lock, so two moves at once cannot both be the last). The move is recorded in meeting_reschedules
 * and the 10-minute reminder is re-armed for the new time.
 */
export async function rescheduleMeeting(
  userId: string,
  meetingId: string,
  input: RescheduleFields,
  now = new Date(),
): Promise<{ _id: string; start_time: string; message: string }> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  if (meeting.status !== 'CONFIRMED' || meeting.startAt.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', 'Only an upcoming, paid meeting can be rescheduled.', { key: 'NOT_RESCHEDULABLE' });
  }
  // Issue 43: a notarial appointment's times are the notary's office hours, not the consultations'; it is cancelled and booked again.
  if (meeting.kind === 'NOTARY') {
    throw new AppError('BAD_REQUEST', 'An in-person appointment is changed by cancelling it and booking another time.', {
      key: 'NOT_RESCHEDULABLE',
    });
  }
  const db = await getDb();
  await assertReschedulesLeft(db, meetingId, userId);
  // A meeting included in a paid engagement stays movable within the lawyer's hours even if they are not listed now.
  const lawyer = await loadBookableLawyer(db, meeting.lawyerId, { listedOnly: !meeting.workItemId });
  const start = new Date(input.start_time);
  const duration = meeting.durationMinutes as 30 | 60;
  if (!lawyer || !isOfferedSlot(lawyer, start, duration, now)) {
    throw new AppError('BAD_REQUEST', MEETING_MESSAGES.slotUnavailable, { key: 'SLOT_UNAVAILABLE' });
  }
  if (start.getTime() === meeting.startAt.getTime()) {
    throw new AppError('BAD_REQUEST', 'Please choose a different time.', { key: 'SAME_TIME' });
  }
  const end = new Date(start.getTime() + duration * 60_000);
  if (await isExternallyBusy(db, meeting.lawyerId, start, end))
    throw new AppError('CONFLICT', MEETING_MESSAGES.conflict, { key: 'SCHEDULE_CONFLICT' });
  // Both parties are told (and a reminder already due sent) after the commit: the event's outbox handler.
  await transactionWithEvents(db, async (tx) => {
    await lockLawyerCalendar(tx, meeting.lawyerId);
    await assertReschedulesLeft(tx, meetingId, userId);
    // The table's `reschedule` (CONFIRMED stays CONFIRMED), compare-and-set on the start read too.
    await transitionMeeting(
      tx,
      { id: meetingId, status: 'CONFIRMED' },
      'reschedule',
      { role: meeting.role, id: userId },
      {
        set: { startAt: start, endAt: end, reminderAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * 60_000), reminderSentAt: null },
        where: eq(t.meetings.startAt, meeting.startAt),
      },
    );
    await tx.insert(t.meetingReschedules).values({
      meetingId,
      byUserId: userId,
      previousStartAt: meeting.startAt,
      newStartAt: start,
      reason: input.reason,
      details: input.details ?? null,
    });
  }).catch((error) => {
    throw appErrorFromDatabase(error) ?? error;
  });
  return { _id: meetingId, start_time: start.toISOString(), message: MEETING_MESSAGES.rescheduled };
}
