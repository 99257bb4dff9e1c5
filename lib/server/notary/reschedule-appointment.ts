import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { meetingKindRules } from '@/lib/rules/meeting-kinds';
import { AppError } from '@/lib/server/platform/http/errors';
import { findPartyMeetingOrThrow, meetingNotFound, type PartyMeeting } from '@/lib/server/meetings/find-party-meeting';
import type { InPersonTimes } from '@/lib/server/meetings/reschedule-meeting';
import { assertOfferedNotaryTime, findNotarySlots, type NotarySlots } from './notary-slots';
import { assertNotaryDayRoom } from './pay-at-office-limits';

async function appointmentOf(db: Db, meetingId: string) {
  const [row] = await db
    .select({
      notaryId: t.notaryAppointments.notaryId,
      service: t.notaryAppointments.service,
      payAtOffice: t.notaryAppointments.payAtOffice,
    })
    .from(t.notaryAppointments)
    .where(eq(t.notaryAppointments.meetingId, meetingId))
    .limit(1);
  return row;
}

/** The appointment as it stands, so that its own time is not busy against itself and its length is kept. */
const ownOf = (m: PartyMeeting) => ({ meetingId: m.id, start: m.startAt, end: m.endAt, durationMinutes: m.durationMinutes });

/**
 * Where a notarial appointment may move (issue 43; PUT meeting/{id}/reschedule passes this to
 * rescheduleMeeting): to a time its notary offers for its service now — the booking's one rule,
 * assertOfferedNotaryTime — with its own length, its own current time free for it; paid at the office,
 * within the notary's number a day.
 */
export const notaryAppointmentTimes: InPersonTimes = async (meeting, start, end, now) => {
  const db = await getDb();
  const appointment = await appointmentOf(db, meeting.id);
  if (!appointment) throw meetingNotFound();
  await assertOfferedNotaryTime(
    db,
    { notaryId: appointment.notaryId, service: appointment.service, lawyerId: meeting.lawyerId, start, end, now },
    ownOf(meeting),
  );
  // Paid at the office: the notary's number a day holds for a move too (issue 58).
  if (appointment.payAtOffice) await assertNotaryDayRoom(db, { notaryId: appointment.notaryId, start, except: meeting.id });
};

/**
 * The times a party's notarial appointment may move to (the reschedule dialog's list): the notary's
 * free times for its service with the appointment's length, times overlapping its own among them
 * (its own time is not busy against itself), its very start not. Anyone but its
 * two parties, and a consultation, get 404; a notary who no longer takes that service, 404 NOT_BOOKABLE.
 */
export async function findAppointmentRescheduleSlots(userId: string, meetingId: string, now = new Date()): Promise<NotarySlots> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  const appointment =
    meetingKindRules(meeting.kind).reschedule === 'office-times' ? await appointmentOf(await getDb(), meeting.id) : undefined;
  if (!appointment) throw meetingNotFound();
  const slots = await findNotarySlots(appointment.notaryId, appointment.service, { now, own: ownOf(meeting) });
  if (!slots) throw new AppError('NOT_FOUND', 'notaryAppointment.notBookable', { key: 'NOT_BOOKABLE' });
  // Its own start is where it is already (a move there is refused as the same time): not offered.
  const current = meeting.startAt.getTime();
  const calendar = Object.fromEntries(
    Object.entries(slots.calendar).map(([day, list]) => [day, list.filter((s) => Date.parse(s.start_time) !== current)]),
  );
  return { ...slots, calendar };
}
