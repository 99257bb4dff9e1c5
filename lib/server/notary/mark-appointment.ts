import 'server-only';
import { getDb } from '@/lib/db';
import { meetingKindRules } from '@/lib/rules/meeting-kinds';
import { AppError } from '@/lib/server/platform/http/errors';
import { findPartyMeetingOrThrow, meetingNotFound } from '@/lib/server/meetings/find-party-meeting';
import { transitionMeeting } from '@/lib/server/meetings/transition';

/**
 * The notary's word on an in-person appointment (issue 43), which no call's attendance can settle:
 * done (ATTENDED) or the client did not come (CLIENT_NO_SHOW) — COMPLETED either way, the fee the
 * notary's, as a consultation the client missed. Only its own notary, only once its time has come.
 */
export async function markNotaryAppointment(
  lawyerId: string,
  meetingId: string,
  outcome: 'ATTENDED' | 'CLIENT_NO_SHOW',
  now = new Date(),
): Promise<{ _id: string; status: 'COMPLETED'; outcome: 'ATTENDED' | 'CLIENT_NO_SHOW' }> {
  const meeting = await findPartyMeetingOrThrow(lawyerId, meetingId);
  if (meeting.role !== 'LAWYER' || meetingKindRules(meeting.kind).settlement !== 'marked-by-lawyer') throw meetingNotFound();
  if (meeting.status !== 'CONFIRMED') throw new AppError('BAD_REQUEST', 'notaryAppointment.notOpen', { key: 'NOT_OPEN' });
  if (now < meeting.startAt) throw new AppError('BAD_REQUEST', 'notaryAppointment.notYet', { key: 'NOT_YET' });
  const db = await getDb();
  const done = await db.transaction((tx) =>
    transitionMeeting(tx, meeting, 'mark-in-person', { role: 'LAWYER', id: lawyerId }, { set: { outcome, settledAt: now } }),
  );
  return { _id: done.id, status: 'COMPLETED', outcome };
}
