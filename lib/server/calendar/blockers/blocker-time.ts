import 'server-only';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { BlockerFields } from '@/lib/validation/blockers';

export type Range = { start: Date; end: Date };

/** "2030-05-10" + minutes from midnight in `zone` → the instant (1440 is the next midnight). */
export function zonedInstant(day: string, minute: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, zone).getTime());
}

/** The time a one-off or all-day blocker covers; all-day runs midnight to midnight in the lawyer's zone. */
export function rangeOf(fields: Exclude<BlockerFields, { kind: 'weekly' }>, zone: string): Range {
  if (fields.kind === 'once') return { start: new Date(fields.start_time), end: new Date(fields.end_time) };
  return { start: zonedInstant(fields.start_date, 0, zone), end: zonedInstant(fields.end_date, 1440, zone) };
}

export const dayOf = (instant: Date, zone: string): string => format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd');

export const clockOf = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** "Tue 3 Dec, 10:00–11:00" in `zone` (the date of the end too when it is another day). */
export function describeRange({ start, end }: Range, zone: string): string {
  const s = new TZDate(start.getTime(), zone);
  const e = new TZDate(end.getTime(), zone);
  const sameDay = format(s, 'yyyy-MM-dd') === format(e, 'yyyy-MM-dd');
  return `${format(s, 'EEE d MMM, HH:mm')}–${format(e, sameDay ? 'HH:mm' : 'EEE d MMM, HH:mm')}`;
}
