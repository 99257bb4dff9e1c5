import type { MeetingStatus } from '@/lib/dto/meeting';

/** Meetings that will never take place: nothing new belongs on them. */
const CLOSED: Partial<Record<MeetingStatus, string>> = {
  CANCELLED: 'This meeting was cancelled, so it takes no new files or comments.',
  EXPIRED: 'This booking expired unpaid, so it takes no new files or comments.',
};

/**
 * Why a meeting takes no new files or comments (null: it does) — the one rule. The server refuses
 * an upload or a new comment with this sentence (lib/server/meetings/assert-meeting-open.ts) and
 * sends it as `additions_closed` with the meeting, which the page shows in place of the inputs.
 * Files and comments already there stay readable, and their authors may still remove them.
 */
export function meetingAdditionsClosed(status: MeetingStatus): string | null {
  return CLOSED[status] ?? null;
}
