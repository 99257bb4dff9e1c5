// Calendar days and wall-clock minutes in a named zone, as instants (pure; used by availability, blockers,
// meetings, payments, search and the feed). Formatting a time for people is zoned-time.ts's.

import { tzOffset } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

const MINUTE = 60_000;
export const DAY_MS = 86_400_000;

const zoneCheck = new Map<string, boolean>();
const offsets = new Map<string, number>();
const QUARTER_HOUR = 15 * MINUTE;

/**
 * UTC offset (minutes) of a zone at an instant. Zone changes happen on quarter-hour instants, so
 * the Intl look-up is remembered per zone and quarter hour; it is the slow part of slot building.
 */
function offsetAt(timeZone: string, instantMs: number): number {
  const key = `${timeZone}|${Math.floor(instantMs / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, new Date(instantMs));
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** True for an IANA zone (or offset) this runtime knows; the answer is cached per name. */
export function isValidTimeZone(timeZone: string): boolean {
  let known = zoneCheck.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    if (zoneCheck.size < 1000) zoneCheck.set(timeZone, known);
  }
  return known;
}

/** A calendar date as plain numbers (month 1-12), independent of any zone. */
export type CivilDate = { year: number; month: number; day: number };

export function civilDateOf(instantMs: number, timeZone: string): CivilDate {
  const shifted = new Date(instantMs + offsetAt(timeZone, instantMs) * MINUTE);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function weekdayOf(date: CivilDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function dateKey(date: CivilDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/**
 * The instant of a wall-clock time in a zone. Two passes so that times on a daylight-saving change
 * day land on the right side of the jump (none of the Philippines' zones have DST, visitors' may).
 */
export function zonedInstant(date: CivilDate, minuteOfDay: number, timeZone: string): number {
  const naive = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * MINUTE;
  const first = naive - offsetAt(timeZone, naive) * MINUTE;
  return naive - offsetAt(timeZone, first) * MINUTE;
}

export function startOfHour(instantMs: number): number {
  return Math.floor(instantMs / 3_600_000) * 3_600_000;
}

/** Today in Manila, YYYY-MM-DD: the day a commission lapses on, a ledger's period, a claim's "not after today". */
export const manilaToday = (now = new Date()): string => dateKey(civilDateOf(now.getTime(), DEFAULT_TIME_ZONE));
