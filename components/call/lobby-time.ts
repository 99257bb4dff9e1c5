import { formatDayTime, formatTime, withZone, zoneLabel } from '@/lib/format/zoned-time';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

const filDay = new Map<string, Intl.DateTimeFormat>();

/**
 * The call's time in the viewer's zone. English as the meeting page heads itself ("Mon, Nov 23,
 * 9:00 AM – 9:30 AM (GMT+8, Asia/Manila)"); Filipino with the style guide's day and month names and
 * `manilaTime` ("oras sa Pilipinas") for Manila ("Lunes, Nobyembre 23, 9:00 AM – 9:30 AM (oras sa Pilipinas)").
 */
export function callTime(start: string, end: string, zone: string, locale: Locale, manilaTime: string): string {
  if (locale === 'en') return withZone(`${formatDayTime(start, zone)} – ${formatTime(end, zone)}`, zone);
  let day = filDay.get(zone);
  if (!day) {
    day = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', month: 'long', day: 'numeric', timeZone: zone });
    filDay.set(zone, day);
  }
  const where = zone === 'Asia/Manila' ? manilaTime : zoneLabel(zone);
  return `${day.format(new Date(start))}, ${formatTime(start, zone)} – ${formatTime(end, zone)} (${where})`;
}
