import 'server-only';
import { addDays, civilDateOf, dateKey, weekdayOf, type CivilDate } from '@/lib/format/civil-date';
import { zonedInstant, type Range } from './blocker-time';

/** How far ahead a weekly series is written out as occurrences (about six months). */
export const SERIES_HORIZON_DAYS = 183;
export const DAY = 86_400_000;

export type SeriesRule = {
  weekdays: number[];
  startMinute: number;
  endMinute: number;
  /** Inclusive days in `timeZone`. */
  startsOn: string;
  endsOn: string | null;
  timeZone: string;
  /** Original starts of occurrences removed on their own. */
  skipped?: Date[];
};

const parseDay = (day: string): CivilDate => {
  const [year, month, d] = day.split('-').map(Number);
  return { year, month, day: d };
};

/**
 * The occurrences of a weekly rule that overlap [from, to), in order. Each day is built from the
 * wall clock in the rule's zone, so a zone with daylight saving keeps "09:00" at 09:00 all year.
 */
export function seriesOccurrences(rule: SeriesRule, from: Date, to: Date): Range[] {
  const out: Range[] = [];
  const skipped = new Set((rule.skipped ?? []).map((d) => d.getTime()));
  const firstDay = parseDay(rule.startsOn);
  // A day before `from` in the zone: an occurrence that started yesterday may still be running.
  let day = addDays(civilDateOf(from.getTime(), rule.timeZone), -1);
  if (dateKey(day) < rule.startsOn) day = firstDay;
  for (let guard = 0; guard < 3660; guard++, day = addDays(day, 1)) {
    const key = dateKey(day);
    if (rule.endsOn && key > rule.endsOn) break;
    const start = zonedInstant(key, rule.startMinute, rule.timeZone);
    if (start >= to) break;
    if (!rule.weekdays.includes(weekdayOf(day))) continue;
    const end = zonedInstant(key, rule.endMinute, rule.timeZone);
    if (end > from && !skipped.has(start.getTime())) out.push({ start, end });
  }
  return out;
}
