import 'server-only';
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { DAY_MS } from '@/lib/server/availability/zoned-time';
import { AppError } from '@/lib/server/http/errors';
import { CALENDAR_SYNC_MESSAGES } from '@/lib/validation/calendar-sync';

export type BusyInterval = { start: Date; end: Date };

/** How far ahead imported busy time blocks slots (booking offers 14 days; a margin for longer windows). */
export const IMPORT_DAYS = 60;
/** Bounds on work per feed: a rule like FREQ=MINUTELY from 1990 must not spin the server. */
const MAX_STEPS_PER_EVENT = 20_000;
const MAX_INTERVALS = 5_000;

type Options = { now?: Date; days?: number; fallbackZone: string };

function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Wall-clock components of an ICAL.Time → epoch ms, without ical.js's global timezone registry:
 * UTC as is; a TZID that names an IANA zone through that zone; another TZID (Outlook's "Pacific
 * Standard Time") through the VTIMEZONE the feed carries; floating times and all-day dates in the
 * lawyer's own zone.
 */
function toEpoch(time: ICAL.Time, tzid: string | null, zones: Map<string, ICAL.Timezone>, fallbackZone: string): number {
  if (time.isDate) return new TZDate(time.year, time.month - 1, time.day, fallbackZone).getTime();
  const utc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone?.tzid === 'UTC' || tzid === 'UTC') return utc;
  const vtimezone = tzid ? zones.get(tzid) : undefined;
  if (tzid && isIanaZone(tzid)) return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, tzid).getTime();
  if (vtimezone) return utc - vtimezone.utcOffset(time) * 1000;
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, fallbackZone).getTime();
}

function tzidOf(component: ICAL.Component, name: 'dtstart' | 'dtend'): string | null {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
}

function isFree(component: ICAL.Component): boolean {
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp === 'TRANSPARENT' || status === 'CANCELLED';
}

function readRoot(text: string): ICAL.Component {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch {
    jcal = undefined;
  }
  const first = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal[0] : jcal;
  const root = Array.isArray(first) ? new ICAL.Component(first as unknown[]) : undefined;
  if (!root || root.name !== 'vcalendar') throw new AppError('UNPROCESSABLE', CALENDAR_SYNC_MESSAGES.notCalendar, { key: 'ICAL_NOT_CALENDAR' });
  return root;
}

/**
 * The busy time in an iCal text over the next `days` days: recurring events expanded (RRULE, RDATE,
 * EXDATE, moved or cancelled occurrences), free (TRANSPARENT) and CANCELLED events skipped.
 */
export function parseBusyIntervals(text: string, options: Options): BusyInterval[] {
  const root = readRoot(text);
  const now = options.now ?? new Date();
  const windowStart = now.getTime();
  const windowEnd = windowStart + (options.days ?? IMPORT_DAYS) * DAY_MS;
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tzid = vtz.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone(vtz));
  }
  const vevents = root.getAllSubcomponents('vevent');
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const v of vevents) {
    if (!v.hasProperty('recurrence-id')) continue;
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
  }
  const masterUids = new Set(masters.map((v) => String(v.getFirstPropertyValue('uid') ?? '')));
  // A moved occurrence whose series is not in the feed stands on its own.
  const singles = [...exceptions].filter(([uid]) => !masterUids.has(uid)).flatMap(([, list]) => list);

  const out: BusyInterval[] = [];
  const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (isFree(item.component)) return;
    const startTzid = tzidOf(item.component, 'dtstart');
    const startMs = toEpoch(start, startTzid, zones, options.fallbackZone);
    let endMs = toEpoch(end, tzidOf(item.component, 'dtend') ?? startTzid, zones, options.fallbackZone);
    if (start.isDate && endMs <= startMs) endMs = startMs + DAY_MS;
    if (!(endMs > startMs) || endMs <= windowStart || startMs >= windowEnd) return;
    out.push({ start: new Date(startMs), end: new Date(endMs) });
  };

  for (const component of [...masters, ...singles]) {
    if (out.length >= MAX_INTERVALS) break;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component, { exceptions: exceptions.get(String(component.getFirstPropertyValue('uid') ?? '')) ?? [] });
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        add(event, event.startDate, event.endDate ?? event.startDate);
        continue;
      }
      const iterator = event.iterator();
      for (let steps = 0, next = iterator.next(); next && steps < MAX_STEPS_PER_EVENT && out.length < MAX_INTERVALS; steps++, next = iterator.next()) {
        const details = event.getOccurrenceDetails(next);
        // Occurrences come in start order; a moved one may start later than its slot, so look a day past the window.
        if (toEpoch(next, tzidOf(component, 'dtstart'), zones, options.fallbackZone) >= windowEnd + DAY_MS) break;
        add(details.item, details.startDate, details.endDate);
      }
    } catch {
      // One malformed event (a bad RRULE, a date ical.js cannot read) does not void the whole calendar.
      continue;
    }
  }
  return out;
}
