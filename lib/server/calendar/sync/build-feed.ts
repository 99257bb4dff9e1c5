import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { APP_NAME } from '@/lib/config/app';
import { DAY_MS } from '@/lib/format/civil-date';
import { dayOf } from '@/lib/server/calendar/blockers/blocker-time';
import { AppError } from '@/lib/server/platform/http/errors';
import { hearingEvents } from './hearing-events';
import { meetingEvents } from './meeting-events';
import { icalUidHost } from '@/lib/server/lawyers/profile/feed-url';
import { icsContentType, writeICalendar, type IcsEvent } from './write-icalendar';

/** The feed covers a few weeks back (recent history stays visible) and a year ahead. */
const FEED_PAST_DAYS = 28;
const FEED_FUTURE_DAYS = 366;
/** Calendar apps that honour it poll hourly (Google decides for itself: every 12–24 h). */
const REFRESH_SECONDS = 3600;
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export function feedNotFound(): AppError {
  return new AppError('NOT_FOUND', 'calendarSync.feedNotFound', { key: 'FEED_NOT_FOUND' });
}

/** The span a feed covers around `now` (the lawyer's and the client's alike). */
export function feedWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS), to: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS) };
}

/** How often a subscribed calendar should come back (REFRESH-INTERVAL). */
export const FEED_REFRESH_SECONDS = REFRESH_SECONDS;

/** `<token>.ics` (the route's file name) → the token, or null when the name cannot be one. */
export function tokenFromFileName(file: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(file);
  } catch {
    return null; // "%FF", "%": not a name we ever gave out
  }
  const token = name.replace(/\.ics$/i, '');
  return TOKEN.test(token) ? token : null;
}

/**
 * The lawyer's meetings, blockers and matters' hearings (hearing-events.ts) as an RFC 5545 calendar, for the holder of the feed token.
 * Each meeting has the UID its mails carry (meetingUid) and SEQUENCE = the row's revision (bumped by
 * a trigger on every visible change), so an invitation the lawyer accepted and the feed name one event;
 * cancelled meetings stay in as STATUS:CANCELLED so subscribed calendars drop them. All-day blockers
 * are whole days in the lawyer's zone (VALUE=DATE, exclusive end). Only the client's name, the
 * subject and the join link leave the server — no description, notes, files or e-mail addresses.
 *
 * No METHOD: a subscription is a stored calendar, not an iTIP message (RFC 5546) — CalDAV forbids
 * METHOD in stored objects (RFC 4791 §4.1), and a METHOD would need the same `method` on the
 * Content-Type (RFC 5545 §3.7.2). Without a METHOD, DTSTAMP is the time the event last changed
 * (RFC 5545 §3.8.7.2), so a feed whose rows did not change reads the same at every poll.
 */
export async function buildLawyerFeed(token: string | null, now = new Date()): Promise<string> {
  if (!token) throw feedNotFound();
  const db = await getDb();
  const [lawyer] = await db
    .select({ id: t.lawyerProfiles.userId, name: t.lawyerProfiles.displayName, timezone: t.lawyerProfiles.timezone })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.icalFeedToken, token))
    .limit(1);
  if (!lawyer) throw feedNotFound();
  const { from, to } = feedWindow(now);
  const [meetings, blockers, hearings] = await Promise.all([
    meetingEvents({ lawyerId: lawyer.id }, from, to),
    db
      .select({
        id: t.blockers.id,
        startAt: t.blockers.startAt,
        endAt: t.blockers.endAt,
        allDay: t.blockers.allDay,
        title: t.blockers.title,
        revision: t.blockers.revision,
        createdAt: t.blockers.createdAt,
        updatedAt: t.blockers.updatedAt,
      })
      .from(t.blockers)
      .where(and(eq(t.blockers.lawyerId, lawyer.id), gte(t.blockers.endAt, from), lt(t.blockers.startAt, to)))
      .orderBy(asc(t.blockers.startAt)),
    // The hearings of the lawyer's matters (issue 64), cancelled ones included as cancelled.
    hearingEvents({ lawyerId: lawyer.id }, from, to),
  ]);

  const zone = lawyer.timezone;
  const host = icalUidHost();
  const events: IcsEvent[] = [...meetings];
  for (const b of blockers) {
    events.push({
      uid: `blocker-${b.id}@${host}`,
      sequence: b.revision,
      status: 'CONFIRMED',
      // An all-day blocker runs from midnight to midnight in the lawyer's zone: its end is the day after the last.
      when: b.allDay ? { firstDay: dayOf(b.startAt, zone), endDay: dayOf(b.endAt, zone) } : { start: b.startAt, end: b.endAt },
      stamp: b.updatedAt,
      created: b.createdAt,
      lastModified: b.updatedAt,
      summary: b.title || 'Blocked',
    });
  }
  events.push(...hearings);
  return writeICalendar({
    product: 'lawyer-calendar',
    name: `${APP_NAME} – Atty. ${lawyer.name}`,
    refreshSeconds: REFRESH_SECONDS,
    events,
  });
}

/**
 * A subscribed feed's answer (the lawyers' and the clients'): no METHOD (buildLawyerFeed says why), and a secret
 * per-person address — never kept by a shared cache, never indexed, never leaked as a referrer.
 */
export function feedResponse(ics: string): Response {
  return new Response(ics, {
    headers: {
      'Content-Type': icsContentType(),
      'Content-Disposition': 'inline; filename="calendar.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
