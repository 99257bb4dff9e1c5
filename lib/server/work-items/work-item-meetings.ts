import 'server-only';
import type { Locale } from '@/lib/i18n/paths';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { AppError, appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { loadCalendars } from '@/lib/server/calendar/availability/load-calendars';
import { isValidTimeZone } from '@/lib/format/civil-date';
import { getMeeting } from '@/lib/server/meetings/get-meeting';
import { isOfferedSlot } from '@/lib/server/meetings/is-offered-slot';
import { isSlotTaken } from '@/lib/server/meetings/is-slot-taken';
import { loadBookableLawyer } from '@/lib/server/meetings/load-bookable-lawyer';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';
import { rescheduleMeeting } from '@/lib/server/meetings/reschedule-meeting';
import { insertMeeting } from '@/lib/server/meetings/transition';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { findPartyWorkItemOrThrow } from './find-party-work-item';
import { recordWorkItemEvent } from './record-work-item-event';
import { assertMayDo } from './work-item-rules';

/** Included meetings an engagement may carry in all (the terms' count plus any the lawyer adds later). */
const MAX_WORK_ITEM_MEETINGS = 20;
const entryNotFound = () => new AppError('NOT_FOUND', 'common.meetingNotFound', { key: 'MEETING_NOT_FOUND' });

/** POST work-items/{id}/meetings: the lawyer adds an included meeting — to a draft's terms, or free of charge to a paid engagement. */
export async function addWorkItemMeeting(
  userId: string,
  workItemId: string,
  input: { title?: string; duration: 30 | 60 },
): Promise<{ _id: string }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('add-meeting', item.role, item.status, item.kind);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await findPartyWorkItemOrThrow(userId, workItemId, tx, { forUpdate: true });
    assertMayDo('add-meeting', locked.role, locked.status, locked.kind);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t.workItemMeetings)
      .where(eq(t.workItemMeetings.workItemId, workItemId));
    if (n >= MAX_WORK_ITEM_MEETINGS)
      throw new AppError('BAD_REQUEST', 'workItems.tooManyMeetings', {
        key: 'TOO_MANY_MEETINGS',
        params: { max: MAX_WORK_ITEM_MEETINGS },
      });
    const title = input.title ?? `Meeting ${n + 1}`;
    const [row] = await tx
      .insert(t.workItemMeetings)
      .values({ workItemId, title, durationMinutes: input.duration })
      .returning({ id: t.workItemMeetings.id });
    if (locked.status !== 'DRAFT') {
      await recordWorkItemEvent(tx, {
        workItemId,
        kind: 'meeting-added',
        actorId: userId,
        actorRole: 'LAWYER',
        revision: locked.revision,
        note: `${title} (${input.duration} minutes)`,
      });
    }
    return { _id: row.id };
  });
}

/**
 * PUT work-items/{id}/meetings/create: either party books an included meeting of a PAID engagement
 * in one of the lawyer's offered slots. It is a real meeting — CONFIRMED, price 0, linked to the
 * work item — so the time_holds EXCLUDE constraint, reminders, the join window and both calendars
 * treat it like any paid consultation. Same lock and checks as a booking; no payment.
 */
export async function scheduleWorkItemMeeting(
  userId: string,
  workItemId: string,
  input: { work_item_meeting_id: string; start_time: string; call_type: 'VIDEO' | 'PHONE' },
  locale: Locale,
  now = new Date(),
): Promise<MeetingDetailDto> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('schedule-meeting', item.role, item.status, item.kind);
  if (!isUuid(input.work_item_meeting_id)) throw entryNotFound();
  const db = await getDb();
  const [entry] = await db
    .select()
    .from(t.workItemMeetings)
    .where(and(eq(t.workItemMeetings.id, input.work_item_meeting_id), eq(t.workItemMeetings.workItemId, workItemId)));
  if (!entry) throw entryNotFound();
  if (entry.meetingId) throw new AppError('CONFLICT', 'workItems.meetingTaken', { key: 'MEETING_TAKEN' });
  const duration = entry.durationMinutes as 30 | 60;
  const lawyer = await loadBookableLawyer(db, item.lawyerId, { listedOnly: false });
  const start = new Date(input.start_time);
  if (!lawyer || !isOfferedSlot(lawyer, start, duration, now))
    throw new AppError('BAD_REQUEST', 'meetings.slotUnavailable', { key: 'SLOT_UNAVAILABLE' });
  const end = new Date(start.getTime() + duration * 60_000);
  if (await isSlotTaken(db, item.lawyerId, start, end, now))
    throw new AppError('CONFLICT', 'meetings.conflict', { key: 'SCHEDULE_CONFLICT' });

  let meetingId: string;
  try {
    // The confirmation (and a reminder already due) follows the commit: the event's outbox handler.
    meetingId = await transactionWithEvents(db, async (tx) => {
      await lockLawyerCalendar(tx, item.lawyerId);
      await expireStaleHolds(tx, { lawyerId: item.lawyerId, now });
      const locked = await findPartyWorkItemOrThrow(userId, workItemId, tx, { forUpdate: true });
      assertMayDo('schedule-meeting', locked.role, locked.status, locked.kind);
      const meeting = await insertMeeting(
        tx,
        {
          lawyerId: item.lawyerId,
          customerId: item.customerId,
          startAt: start,
          endAt: end,
          durationMinutes: duration,
          subject: `${entry.title} – ${locked.title}`.slice(0, 200),
          description: 'A meeting included in your engagement.',
          callType: input.call_type,
          priceCentavos: 0,
          workItemId,
          reminderAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * 60_000),
        },
        'schedule-included',
        { role: item.role, id: userId },
      );
      const linked = await tx
        .update(t.workItemMeetings)
        .set({ meetingId: meeting.id })
        .where(and(eq(t.workItemMeetings.id, entry.id), isNull(t.workItemMeetings.meetingId)))
        .returning({ id: t.workItemMeetings.id });
      if (!linked.length) throw new AppError('CONFLICT', 'workItems.meetingTaken', { key: 'MEETING_TAKEN' });
      await recordWorkItemEvent(tx, {
        workItemId,
        kind: 'meeting-scheduled',
        actorId: userId,
        actorRole: item.role,
        revision: locked.revision,
        note: `${entry.title}|${start.toISOString()}`,
      });
      return meeting.id;
    });
  } catch (error) {
    throw appErrorFromDatabase(error) ?? error;
  }
  return getMeeting(userId, meetingId, locale);
}

/** PUT work-items/{id}/meetings/{meetingId}: either party moves a scheduled included meeting (the meeting's own reschedule rules). */
export async function rescheduleWorkItemMeeting(
  userId: string,
  workItemId: string,
  meetingId: string,
  input: { start_time: string; reason?: string },
) {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('schedule-meeting', item.role, item.status, item.kind);
  if (!isUuid(meetingId)) throw entryNotFound();
  const db = await getDb();
  const [entry] = await db
    .select({ id: t.workItemMeetings.id })
    .from(t.workItemMeetings)
    .where(and(eq(t.workItemMeetings.workItemId, workItemId), eq(t.workItemMeetings.meetingId, meetingId)));
  if (!entry) throw entryNotFound();
  return rescheduleMeeting(userId, meetingId, { start_time: input.start_time, reason: input.reason ?? 'Moved on the engagement page' });
}

/** GET work-items/{id}/meetings/slots: the lawyer's free slots for an included meeting (14 days, the viewer's days). */
export async function listWorkItemMeetingSlots(
  userId: string,
  workItemId: string,
  options: { duration: 30 | 60; timeZone: string },
): Promise<{ duration: 30 | 60; calendar: AvailabilityCalendar }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('schedule-meeting', item.role, item.status, item.kind);
  if (!isValidTimeZone(options.timeZone)) throw new AppError('BAD_REQUEST', 'common.unknownTimeZone', { key: 'VALIDATION' });
  const calendars = await loadCalendars([item.lawyerId], { durationMinutes: options.duration, timeZone: options.timeZone });
  return { duration: options.duration, calendar: calendars.get(item.lawyerId) ?? {} };
}
