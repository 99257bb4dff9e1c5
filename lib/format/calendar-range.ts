// Week and month grids in the viewer's zone (TZDate keeps date-fns arithmetic in that zone).
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';

export type CalendarMode = 'week' | 'month';

export type CalendarRange = { days: TZDate[]; from: TZDate; to: TZDate; title: string };

/** The days shown for the period containing `anchor`: 7 for a week, whole weeks covering the month. */
export function calendarRange(mode: CalendarMode, anchor: Date, zone: string): CalendarRange {
  const at = new TZDate(anchor.getTime(), zone);
  const first: TZDate = mode === 'week' ? startOfWeek(at) : startOfWeek(startOfMonth(at));
  const last: TZDate = mode === 'week' ? endOfWeek(at) : endOfWeek(endOfMonth(at));
  const days: TZDate[] = [];
  for (let d: TZDate = first; d <= last; d = addDays(d, 1)) days.push(d);
  const title = mode === 'week' ? `${format(first, 'd MMM')} – ${format(last, 'd MMM yyyy')}` : format(at, 'MMMM yyyy');
  return { days, from: first, to: addDays(days[days.length - 1], 1), title };
}

export function shiftAnchor(mode: CalendarMode, anchor: Date, step: number, zone: string): Date {
  const at = new TZDate(anchor.getTime(), zone);
  return mode === 'week' ? addWeeks(at, step) : addMonths(at, step);
}

export function dayKeyOf(date: Date, zone: string): string {
  return format(new TZDate(date.getTime(), zone), 'yyyy-MM-dd');
}

/** "2030-05-10" + "09:30" in a zone → the instant, as ISO. */
export function zonedIso(day: string, time: string, zone: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime()).toISOString();
}
