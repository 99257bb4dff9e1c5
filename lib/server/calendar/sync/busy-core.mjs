// The one copy of the iCal → busy-time logic. Plain ES module with no project imports, so that it
// runs unchanged in the import worker thread (expand-worker.mjs, loaded by Node itself under Jest,
// tsx and `next start` alike) and can be called inline by the benchmark.
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';

const DAY_MS = 86_400_000;

/**
 * Bounds on the work one feed may cause (issue 25). ical.js expands a rule from its DTSTART, so an
 * old series costs a step per past occurrence before it reaches the window.
 */
export const DEFAULT_LIMITS = Object.freeze({
  /** Steps of one event's recurrence iterator: a daily series 27 years old, a weekly one any age. Past this the event is dropped. */
  maxStepsPerEvent: 10_000,
  /** Steps of all iterators together (≈15 µs each: well under a second). Past this the remaining series are dropped. */
  maxStepsPerFeed: 50_000,
  /** Busy occurrences kept from one event inside the window (an hourly series over 15 days has 360). */
  maxOccurrencesPerEvent: 1_000,
  /** Busy occurrences kept from the whole feed, before overlapping ones are merged. */
  maxOccurrencesPerFeed: 5_000,
  /** Rules this frequent are refused (that event is left out, the rest of the feed is imported): nobody is busy every second, and each costs thousands of steps. */
  refusedFrequencies: Object.freeze(['SECONDLY', 'MINUTELY']),
});

function isIanaZone(zone) {
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
function toEpoch(time, tzid, zones, fallbackZone) {
  if (time.isDate) return new TZDate(time.year, time.month - 1, time.day, fallbackZone).getTime();
  const utc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone?.tzid === 'UTC' || tzid === 'UTC') return utc;
  const vtimezone = tzid ? zones.get(tzid) : undefined;
  if (tzid && isIanaZone(tzid)) return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, tzid).getTime();
  if (vtimezone) return utc - vtimezone.utcOffset(time) * 1000;
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, fallbackZone).getTime();
}

function tzidOf(component, name) {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
}

function isFree(component) {
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp === 'TRANSPARENT' || status === 'CANCELLED';
}

function readRoot(text) {
  let jcal;
  try {
    jcal = ICAL.parse(text);
  } catch {
    jcal = undefined;
  }
  const first = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal[0] : jcal;
  const root = Array.isArray(first) ? new ICAL.Component(first) : undefined;
  return root && root.name === 'vcalendar' ? root : null;
}

function tooFrequent(component, refused) {
  return component.getAllProperties('rrule').some((p) => {
    const freq = String(p.getFirstValue()?.freq ?? '').toUpperCase();
    return refused.includes(freq);
  });
}

/** Sorted, overlapping and touching intervals joined: what blocks slots, in as few rows as possible. */
function mergeIntervals(intervals) {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * The busy time in an iCal text between `nowMs` and `nowMs + windowMs`: recurring events expanded
 * (RRULE, RDATE, EXDATE, moved or cancelled occurrences), free (TRANSPARENT) and CANCELLED events
 * skipped, overlapping intervals merged. Returns `{ ok: false }` for a text that is not a calendar;
 * otherwise `intervals` ([startMs, endMs] pairs) and `refused`, the number of events left out for
 * their frequency, and `truncated`, true when a limit cut the expansion short.
 */
export function expandBusy(text, { nowMs, windowMs, fallbackZone, limits = DEFAULT_LIMITS }) {
  const root = readRoot(text);
  if (!root) return { ok: false, reason: 'notCalendar' };
  const windowStart = nowMs;
  const windowEnd = windowStart + windowMs;
  const zones = new Map();
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tzid = vtz.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone(vtz));
  }
  const vevents = root.getAllSubcomponents('vevent');
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
  const exceptions = new Map();
  for (const v of vevents) {
    if (!v.hasProperty('recurrence-id')) continue;
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
  }
  const masterUids = new Set(masters.map((v) => String(v.getFirstPropertyValue('uid') ?? '')));
  // A moved occurrence whose series is not in the feed stands on its own.
  const singles = [...exceptions].filter(([uid]) => !masterUids.has(uid)).flatMap(([, list]) => list);

  const out = [];
  let refused = 0;
  let truncated = false;
  let feedSteps = 0;
  const add = (item, start, end) => {
    if (isFree(item.component)) return false;
    const startTzid = tzidOf(item.component, 'dtstart');
    const startMs = toEpoch(start, startTzid, zones, fallbackZone);
    let endMs = toEpoch(end, tzidOf(item.component, 'dtend') ?? startTzid, zones, fallbackZone);
    if (start.isDate && endMs <= startMs) endMs = startMs + DAY_MS;
    if (!(endMs > startMs) || endMs <= windowStart || startMs >= windowEnd) return false;
    out.push([startMs, endMs]);
    return true;
  };

  for (const component of [...masters, ...singles]) {
    if (out.length >= limits.maxOccurrencesPerFeed) {
      truncated = true;
      break;
    }
    try {
      if (tooFrequent(component, limits.refusedFrequencies)) {
        refused += 1;
        continue;
      }
      const event = new ICAL.Event(component, { exceptions: exceptions.get(String(component.getFirstPropertyValue('uid') ?? '')) ?? [] });
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        add(event, event.startDate, event.endDate ?? event.startDate);
        continue;
      }
      if (feedSteps >= limits.maxStepsPerFeed) {
        truncated = true;
        continue;
      }
      const iterator = event.iterator();
      const startTzid = tzidOf(component, 'dtstart');
      let kept = 0;
      for (let steps = 0, next = iterator.next(); next; steps++, feedSteps++, next = iterator.next()) {
        if (
          steps >= limits.maxStepsPerEvent ||
          feedSteps >= limits.maxStepsPerFeed ||
          kept >= limits.maxOccurrencesPerEvent ||
          out.length >= limits.maxOccurrencesPerFeed
        ) {
          truncated = true;
          break;
        }
        // Occurrences come in start order; a moved one may start later than its slot, so look a day past the window.
        if (toEpoch(next, startTzid, zones, fallbackZone) >= windowEnd + DAY_MS) break;
        const details = event.getOccurrenceDetails(next);
        if (add(details.item, details.startDate, details.endDate)) kept += 1;
      }
    } catch {
      // One malformed event (a bad RRULE, a date ical.js cannot read) does not void the whole calendar.
      continue;
    }
  }
  return { ok: true, intervals: mergeIntervals(out), refused, truncated };
}
