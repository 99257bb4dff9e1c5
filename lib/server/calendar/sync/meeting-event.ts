import 'server-only';
import { icalUidHost } from '@/lib/server/lawyers/profile/feed-url';
import type { IcsEvent } from './write-icalendar';

// A meeting as a calendar event, the same in the lawyer's feed (build-feed.ts) and in every mailed or
// downloaded .ics (meetings/meeting-ics.ts); here, below both, so the feed needs nothing of meetings/.

/**
 * One UID per meeting in every mail, download and the lawyer's feed: a calendar that gets the same
 * meeting twice (an invitation and the feed, or the invitation and "Add to calendar") keeps one event,
 * and a later REQUEST or CANCEL replaces it.
 */
export function meetingUid(meetingId: string): string {
  return `meeting-${meetingId}@${icalUidHost()}`;
}

/** How a meeting's status reads in a calendar: an unpaid hold is tentative, an ended meeting stays. */
export function meetingEventStatus(status: string): IcsEvent['status'] {
  if (status === 'CONFIRMED' || status === 'COMPLETED') return 'CONFIRMED';
  if (status === 'PAYMENT_PENDING') return 'TENTATIVE';
  return 'CANCELLED';
}
