import 'server-only';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { APP_NAME } from '@/lib/config/app';

/**
 * The iTIP method of a calendar object (RFC 5546): REQUEST and CANCEL travel by e-mail (RFC 6047),
 * PUBLISH is a one-way posting ("Add to calendar"). A subscribed feed has none: see build-feed.ts.
 */
export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  /** The same for one meeting in every mail, download and feed (meetingUid), so calendars merge them. */
  uid: string;
  /** Only grows (the row's revision): a calendar applies a message whose SEQUENCE is not older than what it holds. */
  sequence: number;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** A timed event (written in UTC), or whole days `YYYY-MM-DD` with an exclusive end day (RFC 5545 §3.6.1). */
  when: { start: Date; end: Date } | { firstDay: string; endDay: string };
  /** When this object was made (a message), or when the event last changed (a stored calendar: RFC 5545 §3.8.7.2). */
  stamp: Date;
  created?: Date;
  lastModified?: Date;
  summary: string;
  description?: string;
  url?: string;
  /** Where it takes place (a notarial appointment's office, issue 43); a call has none. */
  location?: string;
  /** Required by REQUEST, CANCEL and PUBLISH (RFC 5546 §3.2). */
  organizer?: IcsPerson;
  /** REQUEST needs one at least, CANCEL names those it removes, PUBLISH has none (RFC 5546 §3.2). */
  attendees?: IcsPerson[];
};

export type IcsCalendar = {
  /** The PRODID's product part. */
  product: string;
  method?: IcsMethod;
  /** X-WR-CALNAME: the name a subscribing app gives the calendar. */
  name?: string;
  /** REFRESH-INTERVAL and X-PUBLISHED-TTL of a subscription. */
  refreshSeconds?: number;
  events: IcsEvent[];
};

/** "Tue 3 Dec" as a Date at UTC midnight: ical-generator writes an all-day date from the UTC fields when no zone is set. */
function utcMidnight(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * The one iCalendar writer (the lawyer's feed, every mailed .ics, "Add to calendar"). Times are UTC
 * with `Z` and no VTIMEZONE: a one-off event needs no zone rules, every calendar app shows UTC in the
 * viewer's own zone, and a VTIMEZONE holding a single offset is wrong for half the year in a zone with
 * daylight saving. ical-generator escapes text, folds lines at 75 octets and ends each line with CRLF
 * except the last; RFC 5545 §3.1 wants a CRLF after every content line, so the last one is added here.
 */
export function writeICalendar(calendar: IcsCalendar): string {
  const cal = ical({
    prodId: { company: APP_NAME, product: calendar.product, language: 'EN' },
    ...(calendar.method ? { method: ICalCalendarMethod[calendar.method] } : {}),
    ...(calendar.name ? { name: calendar.name } : {}),
    ...(calendar.refreshSeconds ? { ttl: calendar.refreshSeconds } : {}),
  });
  for (const e of calendar.events) {
    const allDay = 'firstDay' in e.when;
    cal.createEvent({
      id: e.uid,
      sequence: e.sequence,
      status: ICalEventStatus[e.status],
      allDay,
      start: 'firstDay' in e.when ? utcMidnight(e.when.firstDay) : e.when.start,
      end: 'firstDay' in e.when ? utcMidnight(e.when.endDay) : e.when.end,
      stamp: e.stamp,
      created: e.created ?? null,
      lastModified: e.lastModified ?? null,
      summary: e.summary,
      description: e.description ?? null,
      url: e.url ?? null,
      location: e.location ?? null,
      organizer: e.organizer ?? null,
      attendees: (e.attendees ?? []).map((a) => ({
        name: a.name,
        email: a.email,
        role: ICalAttendeeRole.REQ,
        // Booked and paid: nobody is asked to answer (a reply would go to our no-reply organizer).
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      })),
    });
  }
  return `${cal.toString()}\r\n`;
}

/**
 * The Content-Type of a calendar object: with a METHOD its `method` parameter says the same
 * (RFC 5545 §3.7.2, RFC 6047 §2.4: either both or neither).
 */
export function icsContentType(method?: IcsMethod): string {
  return `text/calendar; charset=utf-8${method ? `; method=${method}` : ''}`;
}
