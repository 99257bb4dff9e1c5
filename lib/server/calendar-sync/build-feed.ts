import 'server-only';
import { TZDate } from '@date-fns/tz';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getDb, tables as t } from '@/lib/db';
import { APP_NAME } from '@/lib/config/app';
import { DAY_MS } from '@/lib/server/availability/zoned-time';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/http/errors';
import { vtimezone } from '@/lib/server/meetings/meeting-ics';
import { CALENDAR_SYNC_MESSAGES } from '@/lib/validation/calendar-sync';
import { icalUidHost } from './feed-url';

/** The feed covers a few weeks back (recent history stays visible) and a year ahead. */
export const FEED_PAST_DAYS = 28;
export const FEED_FUTURE_DAYS = 366;
/** Calendar apps that honour it poll hourly (Google decides for itself: every 12–24 h). */
const REFRESH_SECONDS = 3600;
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

function feedNotFound(): AppError {
  return new AppError('NOT_FOUND', CALENDAR_SYNC_MESSAGES.feedNotFound, { key: 'FEED_NOT_FOUND' });
}

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
 * The lawyer's meetings and blockers as an RFC 5545 calendar, for the holder of the feed token.
 * Stable UIDs; SEQUENCE is the row's revision (bumped by a trigger on every visible change);
 * cancelled meetings stay in as STATUS:CANCELLED so subscribed calendars drop them. Only the
 * client's name, the subject and the join link leave the server — no description, notes or files.
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
  const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
  const to = new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS);
  const [meetings, blockers] = await Promise.all([
    db
      .select({
        id: t.meetings.id, startAt: t.meetings.startAt, endAt: t.meetings.endAt, status: t.meetings.status, subject: t.meetings.subject,
        revision: t.meetings.revision, createdAt: t.meetings.createdAt, updatedAt: t.meetings.updatedAt,
        clientName: sql<string>`trim(concat_ws(' ', ${t.users.firstName}, ${t.users.lastName}))`,
      })
      .from(t.meetings)
      .innerJoin(t.users, eq(t.users.id, t.meetings.customerId))
      .where(and(eq(t.meetings.lawyerId, lawyer.id), inArray(t.meetings.status, ['CONFIRMED', 'COMPLETED', 'CANCELLED']), gte(t.meetings.endAt, from), lt(t.meetings.startAt, to)))
      .orderBy(asc(t.meetings.startAt)),
    db
      .select({ id: t.blockers.id, startAt: t.blockers.startAt, endAt: t.blockers.endAt, title: t.blockers.title, revision: t.blockers.revision, createdAt: t.blockers.createdAt, updatedAt: t.blockers.updatedAt })
      .from(t.blockers)
      .where(and(eq(t.blockers.lawyerId, lawyer.id), gte(t.blockers.endAt, from), lt(t.blockers.startAt, to)))
      .orderBy(asc(t.blockers.startAt)),
  ]);

  const zone = lawyer.timezone;
  const host = icalUidHost();
  const calendar = ical({
    name: `${APP_NAME} – Atty. ${lawyer.name}`,
    prodId: { company: APP_NAME, product: 'lawyer-calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    timezone: { name: zone, generator: () => vtimezone(zone, now) },
  });
  for (const m of meetings) {
    const joinUrl = `${env().APP_URL}/meeting/${m.id}`;
    calendar.createEvent({
      id: `${m.id}@${host}`,
      sequence: m.revision,
      start: new TZDate(m.startAt, zone),
      end: new TZDate(m.endAt, zone),
      timezone: zone,
      stamp: now,
      created: m.createdAt,
      lastModified: m.updatedAt,
      summary: `${m.clientName} – ${m.subject}`,
      description: `Join: ${joinUrl}`,
      url: joinUrl,
      status: m.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const b of blockers) {
    calendar.createEvent({
      id: `blocker-${b.id}@${host}`,
      sequence: b.revision,
      start: new TZDate(b.startAt, zone),
      end: new TZDate(b.endAt, zone),
      timezone: zone,
      stamp: now,
      created: b.createdAt,
      lastModified: b.updatedAt,
      summary: b.title || 'Blocked',
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
