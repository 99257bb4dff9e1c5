import 'server-only';
import { env } from '@/lib/server/env';

/** The path of a lawyer's subscribable feed; the token is its only credential. */
const ICAL_FEED_PATH = '/api/v1/calendars/feed';

/** The absolute address a calendar app subscribes to (profile GET's `availability.ical_feed`). */
export function icalFeedUrl(token: string): string {
  return `${env().APP_URL}${ICAL_FEED_PATH}/${token}.ics`;
}

/** The host part of UIDs in the feed, so events keep their identity across refreshes. */
export function icalUidHost(): string {
  return new URL(env().APP_URL).hostname;
}
