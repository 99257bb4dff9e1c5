import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { MAX_RESCHEDULES_PER_PARTY, rescheduleRefusal, reschedulesLeft } from '@/lib/rules/reschedule-limit';
import { MEETING_MESSAGES } from '@/lib/validation/meetings';
import { AppError } from '@/lib/server/platform/http/errors';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { findPartyMeetingOrThrow, type PartyMeeting } from './find-party-meeting';
import { isOfferedSlot } from './is-offered-slot';
import { isExternallyBusy } from './is-slot-taken';
import { loadBookableLawyer } from './load-bookable-lawyer';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';
import { appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { transitionMeeting } from './transition';
import { firstReminderAt, meetingKindRules } from '@/lib/rules/meeting-kinds';

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
  if (!rescheduleRefusal(reschedulesLeft(await countOwnReschedules(db, meetingId, userId)))) return;
  throw new AppError('CONFLICT', 'meetings.rescheduleLimit', { key: 'RESCHEDULE_LIMIT', params: { max: MAX_RESCHEDULES_PER_PARTY } });
}

/**
 * The times a notarial appointment may move to (issue 43) are its notary's office times, which
 * lib/server/notary owns (it imports this folder, not the other way): the handler passes them in.
 * Refuses a start that is not one of them (400 SLOT_UNAVAILABLE, or 409 when something else holds it).
 */
export type InPersonTimes = (meeting: PartyMeeting, start: Date, end: Date, now: Date) => Promise<void>;

/**
 * Either party moves a confirmed meeting that has not started to another offered time of the same
 * lawyer — a consultation to a slot of the lawyer's weekly hours (same rule as booking), a notarial
 * appointment to one of its notary's free office times for its service (`inPersonTimes`; without
 * it, it is refused) — keeping its length. Overlaps are refused by the EXCLUDE constraint → 409. At
 * most MAX_RESCHEDULES_PER_PARTY times each (409 `RESCHEDULE_LIMIT`; counted again under the
 * calendar lock, so two moves at once cannot both be the last). The move is recorded in
 * meeting_reschedules and the first reminder of its kind is re-armed for the new time.
 */
export async function rescheduleMeeting(
  userId: string,
  meetingId: string,
  input: RescheduleFields,
  options: { now?: Date; inPersonTimes?: InPersonTimes } = {},
): Promise<{ _id: string; start_time: string; message: string }> {
  const now = options.now ?? new Date();
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  if (meeting.status !== 'CONFIRMED' || meeting.startAt.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', 'meetings.onlyUpcomingPaidMeeting', { key: 'NOT_RESCHEDULABLE' });
  }
  const inPersonTimes = options.inPersonTimes;
  const officeTimes = meetingKindRules(meeting.kind).reschedule === 'office-times';
  if (officeTimes && !inPersonTimes) {
    throw new AppError('BAD_REQUEST', 'meetings.onlyUpcomingPaidMeeting', { key: 'NOT_RESCHEDULABLE' });
  }
  const db = await getDb();
  await assertReschedulesLeft(db, meetingId, userId);
  const start = new Date(input.start_time);
  const end = new Date(start.getTime() + meeting.durationMinutes * 60_000);
  if (officeTimes) await inPersonTimes!(meeting, start, end, now);
  else await assertOfferedConsultationSlot(db, meeting, start, now);
  if (start.getTime() === meeting.startAt.getTime()) {
    throw new AppError('BAD_REQUEST', 'meetings.chooseDifferentTime', { key: 'SAME_TIME' });
  }
  if (await isExternallyBusy(db, meeting.lawyerId, start, end))
    throw new AppError('CONFLICT', 'meetings.conflict', { key: 'SCHEDULE_CONFLICT' });
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
        set: { startAt: start, endAt: end, reminderAt: firstReminderAt(meeting.kind, start, now), reminderSentAt: null },
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

/** A consultation moves to a slot of its lawyer's weekly hours for its length (400 otherwise). */
async function assertOfferedConsultationSlot(db: Db, meeting: PartyMeeting, start: Date, now: Date): Promise<void> {
  // A meeting included in a paid engagement stays movable within the lawyer's hours even if they are not listed now.
  const lawyer = await loadBookableLawyer(db, meeting.lawyerId, { listedOnly: !meeting.workItemId });
  if (!lawyer || !isOfferedSlot(lawyer, start, meeting.durationMinutes as 30 | 60, now)) {
    throw new AppError('BAD_REQUEST', 'meetings.slotUnavailable', { key: 'SLOT_UNAVAILABLE' });
  }
}
