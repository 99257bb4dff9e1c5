// What the matter pages share: a hearing's time for its reader (their zone, Manila's beside it when the
// clocks differ: lib/format/zoned-time.ts, as the meeting lists write it) and the date fields of the forms,
// which a lawyer fills in Philippine time (the courts' clock).
import { dayKey, formatWithManila } from '@/lib/format/zoned-time';
import type { Locale } from '@/lib/i18n/config';

const MANILA = 'Asia/Manila';

/** Which portal a matter page is drawn in: its links stay there. */
export type MatterPortal = '/lawyer-portal' | '/customer-portal';

/** "Monday, December 7, 2026, 8:30 AM" (with "· … Manila" abroad). */
export function hearingWhen(iso: string, zone: string, locale: Locale): string {
  return formatWithManila(iso, zone, locale, 'long');
}

/** An entry's stamp: "Mon, Dec 7, 8:30 AM" (with Manila's beside it abroad). */
export function entryWhen(iso: string, zone: string, locale: Locale): string {
  return formatWithManila(iso, zone, locale, 'day');
}

/** The date and time fields (Philippine time) of an instant: { date: '2026-12-07', time: '08:30' }. */
export function manilaFields(iso: string): { date: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: MANILA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
  return { date: dayKey(iso, MANILA), time };
}

/** The instant of date and time fields read in Philippine time (UTC+8, no daylight saving), or null when incomplete. */
export function manilaInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
