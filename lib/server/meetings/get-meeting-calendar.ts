import 'server-only';
import { findPartyMeetingOrThrow, meetingNotFound } from './find-party-meeting';
import { loadMeetingParties } from './load-meeting-parties';
import { meetingIcs, type MeetingIcs } from './meeting-ics';

/**
 * "Add to calendar": the meeting as an .ics file for either of its two parties (anyone else gets the
 * 404 of a meeting that does not exist), with the UID and SEQUENCE of its mails and of the lawyer's feed.
 * METHOD:PUBLISH, not REQUEST: the file is posted into the user's own calendar, nobody is asked to
 * answer (RFC 5546 §3.2.1, so no ATTENDEE); a REQUEST would make Apple Calendar and Outlook treat the
 * download as an invitation whose reply goes to the organizer. Google Calendar's import and Apple
 * Calendar add a PUBLISH event as it is, and a later mailed REQUEST or CANCEL (same UID, higher
 * SEQUENCE) still updates it. The Content-Type carries the same method (RFC 5545 §3.7.2).
 */
export async function getMeetingCalendar(userId: string, meetingId: string): Promise<MeetingIcs> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  const parties = await loadMeetingParties(meeting.id);
  if (!parties) throw meetingNotFound();
  return meetingIcs(parties, meeting.role === 'CUSTOMER' ? 'customer' : 'lawyer', 'PUBLISH');
}
