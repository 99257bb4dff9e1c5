import { formatDay, formatTime, withZone } from '@/lib/format/zoned-time';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

// Times of the booking and checkout screens in the page's language. English keeps
// lib/format/zoned-time.ts letter for letter; that module has no locale yet, so Filipino day and
// month names ("Lun, Nob 23") are made here with the same options.

/** The one message these helpers need: `time.inManila` of the booking catalogue ("{time} (oras sa Pilipinas)"). */
export type ManilaText = (key: 'time.inManila', values: { time: string }) => string;

const formatters = new Map<string, Intl.DateTimeFormat>();
function filFormat(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE.fil, { timeZone, ...options });
    formatters.set(key, f);
  }
  return f.format(new Date(iso));
}

/** "Mon, Nov 23" / "Lun, Nob 23" */
export function dayText(iso: string, timeZone: string, locale: Locale): string {
  return locale === 'en' ? formatDay(iso, timeZone) : filFormat(iso, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** "9:00 AM" in both languages. */
export function timeText(iso: string, timeZone: string, locale: Locale): string {
  return locale === 'en' ? formatTime(iso, timeZone) : filFormat(iso, timeZone, { hour: 'numeric', minute: '2-digit' });
}

/** "Mon, Nov 23, 9:00 AM" / "Lun, Nob 23, 9:00 AM" */
export function dayTimeText(iso: string, timeZone: string, locale: Locale): string {
  return `${dayText(iso, timeZone, locale)}, ${timeText(iso, timeZone, locale)}`;
}

/**
 * A time with its zone: English as withZone writes it ("(GMT+8, Asia/Manila)"); Filipino says
 * "(oras sa Pilipinas)" for Manila (the style guide) and the zone's own name elsewhere.
 */
export function inZone(text: string, timeZone: string, locale: Locale, t: ManilaText): string {
  if (locale === 'fil' && timeZone === DEFAULT_TIME_ZONE) return t('time.inManila', { time: text });
  return withZone(text, timeZone);
}
