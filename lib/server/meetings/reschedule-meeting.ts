import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { MEETING_MESSAGES } from '@/lib/validation/meetings';
import { AppError } from '@/lib/server/http/errors';
import { sendDueReminders } from '../reminders/send-due-reminders';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { isOfferedSlot } from './is-offered-slot';
import { isExternallyBusy } from './is-slot-taken';
import { loadBookableLawyer } from './load-bookable-lawyer';
import { lockLawyerCalendar } from './lock-lawyer-calendar';
import { appErrorFromDatabase } from '@/lib/server/http/errors';
import { notifyMeetingRescheduled } from './send-meeting-mails';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';

export type RescheduleFields = { start_time: string; reason: string; details?: string };

/**
 * Either party moves a confirmed meeting that has not started to another offered slot of the same
 * lawyer (same rule as booking; overlaps are refused by the EXCLUDE constraint → 409). The move is
 * recorded in meeting_reschedules and the 10-minute reminder is re-armed for the new time.
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
  const db = await getDb();
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
  await db
    .transaction(async (tx) => {
      await lockLawyerCalendar(tx, meeting.lawyerId);
      const moved = await tx
        .update(t.meetings)
        .set({
          startAt: start,
          endAt: end,
          reminderAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * 60_000),
          reminderSentAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(t.meetings.id, meetingId), eq(t.meetings.status, 'CONFIRMED'), eq(t.meetings.startAt, meeting.startAt)))
        .returning({ id: t.meetings.id });
      if (!moved.length) throw new AppError('CONFLICT', 'The meeting changed meanwhile. Please reload.', { key: 'STALE' });
      await tx.insert(t.meetingReschedules).values({
        meetingId,
        byUserId: userId,
        previousStartAt: meeting.startAt,
        newStartAt: start,
        reason: input.reason,
        details: input.details ?? null,
      });
    })
    .catch((error) => {
      throw appErrorFromDatabase(error) ?? error;
    });
  await notifyMeetingRescheduled(meetingId, userId);
  // A move to less than the reminder lead ahead is due at once.
  if (start.getTime() - now.getTime() <= REMINDER_LEAD_MINUTES * 60_000) await sendDueReminders({ now });
  return { _id: meetingId, start_time: start.toISOString(), message: MEETING_MESSAGES.rescheduled };
}
