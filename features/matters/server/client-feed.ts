import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { APP_NAME } from '@/lib/config/app';
import { FEED_REFRESH_SECONDS, feedNotFound, feedWindow } from '@/lib/server/calendar/sync/build-feed';
import { hearingEvents } from '@/lib/server/calendar/sync/hearing-events';
import { meetingEvents } from '@/lib/server/calendar/sync/meeting-events';
import { writeICalendar } from '@/lib/server/calendar/sync/write-icalendar';
import { env } from '@/lib/server/env';

// Issue 64 item 4: a client's own private calendar feed (users.calendar_feed_token, migration 0066), like the
// lawyers' ical_feed_token: their meetings (confirmed, completed, cancelled) and the shared hearings of their
// matters, through the one iCalendar writer. The token is the URL's only credential; a new one replaces it.

const CLIENT_FEED_PATH = '/api/v1/calendars/client';

function clientFeedUrl(token: string): string {
  return `${env().APP_URL}${CLIENT_FEED_PATH}/${token}.ics`;
}

/** GET auth/account/calendar-feed: the client's feed address, or null before they made one. */
export async function getClientFeed(userId: string): Promise<{ url: string | null }> {
  const db = await getDb();
  const [row] = await db.select({ token: t.users.calendarFeedToken }).from(t.users).where(eq(t.users.id, userId));
  return { url: row?.token ? clientFeedUrl(row.token) : null };
}

/** POST auth/account/calendar-feed: a new address (256 random bits), the old one stops working at once. */
export async function makeClientFeed(userId: string): Promise<{ url: string }> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  await db.update(t.users).set({ calendarFeedToken: token }).where(eq(t.users.id, userId));
  return { url: clientFeedUrl(token) };
}

/** GET calendars/client/{token}.ics: the client's meetings and shared hearings; 404 for a token nobody holds. */
export async function buildClientFeed(token: string | null, now = new Date()): Promise<string> {
  if (!token) throw feedNotFound();
  const db = await getDb();
  const [client] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.calendarFeedToken, token)).limit(1);
  if (!client) throw feedNotFound();
  const { from, to } = feedWindow(now);
  const [meetings, hearings] = await Promise.all([
    meetingEvents({ customerId: client.id }, from, to),
    hearingEvents({ customerId: client.id }, from, to),
  ]);
  return writeICalendar({
    product: 'client-calendar',
    name: APP_NAME,
    refreshSeconds: FEED_REFRESH_SECONDS,
    events: [...meetings, ...hearings],
  });
}
