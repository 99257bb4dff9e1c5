import { withZone } from '@/lib/format/zoned-time';
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
