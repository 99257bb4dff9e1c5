import { formatDayTime, formatWithManila, zonedPair, withZone } from '@/lib/format/zoned-time';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { Locale } from '@/lib/i18n/config';

// Times of the booking and checkout screens in the page's language (lib/format/zoned-time's, with
// Filipino day and month names: "Lun, Nob 23").

/** The one message these helpers need: `time.inManila` of the booking catalogue ("{time} (oras sa Pilipinas)"). */
export type ManilaText = (key: 'time.inManila', values: { time: string }) => string;

/**
 * A time with its zone: English as withZone writes it ("(GMT+8, Asia/Manila)"); Filipino says
 * "(oras sa Pilipinas)" for Manila (the style guide) and the zone's own name elsewhere.
 */
export function inZone(text: string, timeZone: string, locale: Locale, t: ManilaText): string {
  if (locale === 'fil' && timeZone === DEFAULT_TIME_ZONE) return t('time.inManila', { time: text });
  return withZone(text, timeZone);
}

/**
 * A booked or offered time for this reader: in Manila's clock as before ("Mon, Nov 23, 9:00 AM (GMT+8, Asia/Manila)");
 * elsewhere in their zone with Philippine time beside it ("Sat, Nov 28, 9:00 PM Dubai · Sun, Nov 29, 1:00 AM Manila", issue 63).
 */
export function bookingTime(iso: string, timeZone: string, locale: Locale, t: ManilaText, style: 'day' | 'time' = 'day'): string {
  if (zonedPair(iso, timeZone, locale, style).manila === null) {
    return inZone(
      style === 'day' ? formatDayTime(iso, timeZone, locale) : formatWithManila(iso, timeZone, locale, 'time'),
      timeZone,
      locale,
      t,
    );
  }
  return formatWithManila(iso, timeZone, locale, style);
}
