import 'server-only';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import { addDays, civilDateOf, dateKey, startOfHour, weekdayOf, zonedInstant, type CivilDate } from '@/lib/format/civil-date';

export const CALENDAR_DAYS = 14;
const SLOT_DURATIONS = [30, 60] as const;
export type SlotDuration = (typeof SLOT_DURATIONS)[number];
/**
 * Consultations start on the hour and the half hour, the length of the shorter one: on an hourly grid
 * a 30-minute booking at 09:00 left 09:30–10:00 unbookable, and hours that begin at 08:30 lost their
 * first half hour (issue 45).
 */
const SLOT_STEP_MINUTES = 30;

/** One range of a weekday's hours (a day may have several: a lunch break), minutes in the lawyer's zone. */
export type WeeklyHours = { weekday: number; available: boolean; startMinute: number; endMinute: number };
/** Busy time [startMs, endMs): blockers, held and confirmed meetings. */
type BusyRange = { startMs: number; endMs: number };

export type CalendarInput = {
  weekly: WeeklyHours[];
  lawyerTimeZone: string;
  noticeMinutes: number;
  busy: BusyRange[];
  now: Date;
  viewerTimeZone: string;
  /** A consultation's 30 or 60 minutes, or a notarial appointment's length (15 to 90). */
  durationMinutes: number;
  /** The grid slots start on (minutes past midnight, lawyer's zone): 30 unless given (notarial appointments: 15). */
  stepMinutes?: number;
  days?: number;
  /**
   * How long the answer will be shown without being built again (a prerendered page's lifetime): no
   * slot is offered that would go — pass, or fall inside the notice time — before then.
   */
  keptForMinutes?: number;
};

const MINUTE = 60_000;

// Slot instants repeat across lawyers (a page of Manila lawyers shares its hours), so their ISO
// strings are kept: formatting a thousand dates per result page was a visible share of its cost.
const isoCache = new Map<number, string>();
function isoOf(ms: number): string {
  let iso = isoCache.get(ms);
  if (iso === undefined) {
    iso = new Date(ms).toISOString();
    if (isoCache.size > 20_000) isoCache.clear();
    isoCache.set(ms, iso);
  }
  return iso;
}

/**
 * The available ranges per weekday, in order, touching ones joined (09:00–12:00 and 12:00–13:00 are
 * one stretch: a 60-minute consultation at 11:30 fits it).
 */
function rangesByWeekday(weekly: WeeklyHours[]): Map<number, WeeklyHours[]> {
  const byWeekday = new Map<number, WeeklyHours[]>();
  const sorted = weekly.filter((h) => h.available).sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (const hours of sorted) {
    const day = byWeekday.get(hours.weekday) ?? [];
    const last = day[day.length - 1];
    if (last && hours.startMinute <= last.endMinute) last.endMinute = Math.max(last.endMinute, hours.endMinute);
    else day.push({ ...hours });
    byWeekday.set(hours.weekday, day);
  }
  return byWeekday;
}

/** A lawyer-local day of the window: its weekday and the instant it starts. */
type ZoneDay = { weekday: number; date: CivilDate; start: number; uniform: boolean };
export type CalendarWindow = { keys: string[]; boundaries: number[]; zoneDays: Map<string, ZoneDay[]> };

/** The viewer's day keys for the window and the instants where each of those days begins. */
export function viewerWindow(now: Date, viewerTimeZone: string, days = CALENDAR_DAYS): CalendarWindow {
  const today = civilDateOf(now.getTime(), viewerTimeZone);
  const dates = Array.from({ length: days + 1 }, (_, i) => addDays(today, i));
  return {
    keys: dates.slice(0, days).map(dateKey),
    boundaries: dates.map((d) => zonedInstant(d, 0, viewerTimeZone)),
    zoneDays: new Map(),
  };
}

/**
 * The lawyer-local days that can reach into the viewer's window (zones differ by up to a day),
 * worked out once per zone and window: the zone look-ups are the slow part, and a page of lawyers
 * nearly always shares one zone.
 */
function daysOf(window: CalendarWindow, timeZone: string): ZoneDay[] {
  let days = window.zoneDays.get(timeZone);
  if (days) return days;
  days = [];
  const last = dateKey(addDays(civilDateOf(window.boundaries[window.boundaries.length - 1], timeZone), 1));
  for (let day = addDays(civilDateOf(window.boundaries[0], timeZone), -1); dateKey(day) <= last; day = addDays(day, 1)) {
    const start = zonedInstant(day, 0, timeZone);
    // A day without a zone change allows plain arithmetic; otherwise each wall-clock time is resolved.
    days.push({ weekday: weekdayOf(day), date: day, start, uniform: zonedInstant(day, 1439, timeZone) - start === 1439 * MINUTE });
  }
  window.zoneDays.set(timeZone, days);
  return days;
}

/**
 * Bookable slots for the next `days` days (spec §4, §9): starts on the hour and the half hour inside one
 * of the lawyer's weekly ranges (in the lawyer's zone), the whole consultation fitting the hours; none before the
 * current hour or inside the notice time; none overlapping busy time. Grouped by the viewer's
 * YYYY-MM-DD, every day of the window present (empty days as []).
 */
export function buildCalendar(
  input: CalendarInput,
  window = viewerWindow(input.now, input.viewerTimeZone, input.days),
): AvailabilityCalendar {
  const { keys, boundaries } = window;
  const calendar: AvailabilityCalendar = {};
  for (const key of keys) calendar[key] = [];
  const nowMs = input.now.getTime();
  const cutoff = Math.max(startOfHour(nowMs), nowMs + (Math.max(0, input.noticeMinutes) + (input.keptForMinutes ?? 0)) * MINUTE);
  const windowStart = boundaries[0];
  const windowEnd = boundaries[boundaries.length - 1];
  const durationMs = input.durationMinutes * MINUTE;
  const step = input.stepMinutes ?? SLOT_STEP_MINUTES;
  const byWeekday = rangesByWeekday(input.weekly);
  if (byWeekday.size === 0) return calendar;
  const busy = input.busy.length > 1 ? [...input.busy].sort((a, b) => a.startMs - b.startMs) : input.busy;

  let bucket = 0;
  let busyFrom = 0;
  for (const day of daysOf(window, input.lawyerTimeZone)) {
    // Ranges in order, so slots come out in time order (the bucket and busy cursors only move forward).
    for (const hours of byWeekday.get(day.weekday) ?? []) {
      const first = Math.ceil(hours.startMinute / step) * step;
      for (let minute = first; minute + input.durationMinutes <= hours.endMinute; minute += step) {
        const start = day.uniform ? day.start + minute * MINUTE : zonedInstant(day.date, minute, input.lawyerTimeZone);
        if (start < cutoff || start < windowStart) continue;
        if (start >= windowEnd) break;
        const end = start + durationMs;
        while (busyFrom < busy.length && busy[busyFrom].endMs <= start) busyFrom++;
        let taken = false;
        for (let i = busyFrom; i < busy.length && busy[i].startMs < end; i++) {
          if (busy[i].endMs > start) {
            taken = true;
            break;
          }
        }
        if (taken) continue;
        while (bucket + 1 < keys.length && start >= boundaries[bucket + 1]) bucket++;
        calendar[keys[bucket]].push({ start_time: isoOf(start) });
      }
    }
  }
  return calendar;
}
