import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { meetingAdditionsClosed } from '@/lib/rules/meeting-additions';
import type { MeetingStatus } from '@/lib/dto/meeting';

/** A new file or comment on a cancelled (or expired) meeting: 409 `MEETING_CLOSED` with the rule's sentence. */
export function assertMeetingOpen(meeting: { status: MeetingStatus }): void {
  if (!meetingAdditionsClosed(meeting.status)) return;
  throw new AppError('CONFLICT', meeting.status === 'CANCELLED' ? 'meetings.closedCancelled' : 'meetings.closedExpired', {
    key: 'MEETING_CLOSED',
  });
}
