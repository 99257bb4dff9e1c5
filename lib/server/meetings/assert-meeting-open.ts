import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { meetingAdditionsClosed } from '@/lib/rules/meeting-additions';
import type { MeetingStatus } from '@/lib/dto/meeting';

/** A new file or comment on a cancelled (or expired) meeting: 409 `MEETING_CLOSED` with the rule's sentence. */
export function assertMeetingOpen(meeting: { status: MeetingStatus }): void {
  const closed = meetingAdditionsClosed(meeting.status);
  if (closed) throw new AppError('CONFLICT', closed, { key: 'MEETING_CLOSED' });
}
