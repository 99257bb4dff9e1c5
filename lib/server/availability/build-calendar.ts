import 'server-only';
import type { AvailabilityCalendar } from '@/lib/server/search/types';
import { addDays, civilDateOf, dateKey, startOfHour, weekdayOf, zonedInstant, type CivilDate } from './zoned-time';

export const CALENDAR_DAYS = 14;
export const SLOT_DURATIONS = [30, 60] as const;
export type SlotDuration = (typeof SLOT_DURATIONS)[number];

export type WeeklyHours = { weekday: number; available: boolean; startMinute: number; endMinute: number };
/** Busy time [startMs, endMs): blockers, held and confirmed meetings. */
export type BusyRange = { startMs: number; endMs: number };

export type CalendarInput = {
  weekly: WeeklyHours[];
  lawyerTimeZone: string;
  noticeMinutes: number;
  busy: BusyRange[];
  now: Date;
  viewerTimeZone: string;
  durationMinutes: SlotDuration;
  days?: number;
};

const MINUTE = 60_000;

/** The viewer's day keys for the window and the instants where each of those days begins. */
export function viewerWindow(now: Date, viewerTimeZone: string, days = CALENDAR_DAYS) {
  const today = civilDateOf(now.getTime(), viewerTimeZone);
  const dates = Array.from({ length: days + 1 }, (_, i) => addDays(today, i));
  return {
    keys: dates.slice(0, days).map(dateKey),
    boundaries: dates.map((d) => zonedInstant(d, 0, viewerTimeZone)),
  };
}

/**
 * Bookable slots for the next `days` days (spec §4, §9): starts on the hour inside the lawyer's
 * weekly hours (in the lawyer's zone), the whole consultation fitting the hours; none before the
 * current hour or inside the notice time; none overlapping busy time. Grouped by the viewer's
 * YYYY-MM-DD, every day of the window present (empty days as []).
 */
export function buildCalendar(input: CalendarInput, window = viewerWindow(input.now, input.viewerTimeZone, input.days)): AvailabilityCalendar {
  const { keys, boundaries } = window;
  const calendar: AvailabilityCalendar = {};
  for (const key of keys) calendar[key] = [];
  const nowMs = input.now.getTime();
  const cutoff = Math.max(startOfHour(nowMs), nowMs + Math.max(0, input.noticeMinutes) * MINUTE);
  const windowStart = boundaries[0];
  const windowEnd = boundaries[boundaries.length - 1];
  const durationMs = input.durationMinutes * MINUTE;
  const byWeekday = new Map<number, WeeklyHours>();
  for (const hours of input.weekly) if (hours.available) byWeekday.set(hours.weekday, hours);
  if (byWeekday.size === 0) return calendar;
  const busy = [...input.busy].sort((a, b) => a.startMs - b.startMs);

  // Lawyer-local days that can reach into the viewer's window (zones differ by up to a day).
  let day: CivilDate = addDays(civilDateOf(windowStart, input.lawyerTimeZone), -1);
  const lastDay = addDays(civilDateOf(windowEnd, input.lawyerTimeZone), 1);
  let bucket = 0;
  let busyFrom = 0;
  for (; dateKey(day) <= dateKey(lastDay); day = addDays(day, 1)) {
    const hours = byWeekday.get(weekdayOf(day));
    if (!hours) continue;
    const dayStart = zonedInstant(day, 0, input.lawyerTimeZone);
    // A day without a zone change: plain arithmetic; otherwise resolve each wall-clock time.
    const uniform = zonedInstant(day, 1439, input.lawyerTimeZone) - dayStart === 1439 * MINUTE;
    for (let minute = Math.ceil(hours.startMinute / 60) * 60; minute + input.durationMinutes <= hours.endMinute; minute += 60) {
      const start = uniform ? dayStart + minute * MINUTE : zonedInstant(day, minute, input.lawyerTimeZone);
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
      calendar[keys[bucket]].push({ start_time: new Date(start).toISOString() });
    }
  }
  return calendar;
}
