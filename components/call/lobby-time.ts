import { formatDayTime, formatLongDay, formatSpanWithManila, formatTime, withZone, zoneLabel } from '@/lib/format/zoned-time';
import type { Locale } from '@/lib/i18n/config';

/**
 * The call's time in the viewer's zone. English as the meeting page heads itself ("Mon, Nov 23,
 * 9:00 AM – 9:30 AM (GMT+8, Asia/Manila)"); Filipino with the style guide's day and month names and
 * `manilaTime` ("oras sa Pilipinas") for Manila ("Lunes, Nobyembre 23, 9:00 AM – 9:30 AM (oras sa Pilipinas)").
 * Abroad, the viewer's clock with Manila's beside it, as the meeting page (issue 63).
 */
export function callTime(start: string, end: string, zone: string, locale: Locale, manilaTime: string): string {
  const abroad = formatSpanWithManila(start, end, zone, locale);
  if (abroad) return abroad;
  if (locale === 'en') return withZone(`${formatDayTime(start, zone, locale)} – ${formatTime(end, zone, locale)}`, zone);
  const where = zone === 'Asia/Manila' ? manilaTime : zoneLabel(zone);
  return `${formatLongDay(start, zone, locale)}, ${formatTime(start, zone, locale)} – ${formatTime(end, zone, locale)} (${where})`;
}
