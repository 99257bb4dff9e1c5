'use client';

import { format } from 'date-fns';
import { useMemo } from 'react';
import { useLocale } from '@/lib/i18n/client';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';
import type { CalendarMode, CalendarRange } from '@/lib/format/calendar-range';

/** Sunday first, as the grid's weeks start (date-fns startOfWeek). */
const EN_SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Weekday names by index (0 = Sunday) in a language: "Lin", "Lun"… / "Linggo", "Lunes"… */
export function weekdayNames(locale: Locale, width: 'short' | 'long'): string[] {
  if (locale === 'en') return width === 'short' ? EN_SHORT_DAYS : EN_LONG_DAYS;
  const f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, d) => f.format(new Date(Date.UTC(2023, 0, 1 + d))));
}

export type CalendarDates = {
  /** "Monday 23 November" / "Lunes, Nobyembre 23": a day column's or cell's name. */
  dayName: (day: Date) => string;
  /** "Mon 23 Nov" / "Lun, Nob 23": a day inside a longer label. */
  dayShort: (day: Date) => string;
  /** "23 November" / "Nobyembre 23". */
  dayMonth: (day: Date) => string;
  /** "Mon" / "Lun": the column head. */
  weekday: (day: Date) => string;
  /** The period on screen: range.title in English, Filipino month names otherwise. */
  title: (mode: CalendarMode, range: CalendarRange) => string;
  shortDays: string[];
};

/**
 * Day and month names for the calendar in the page's language. English keeps its date-fns patterns
 * letter for letter (tests and e2e read them); Filipino uses Intl in the grid's zone.
 */
export function calendarDates(locale: Locale, zone: string): CalendarDates {
  if (locale === 'en')
    return {
      dayName: (d) => format(d, 'EEEE d MMMM'),
      dayShort: (d) => format(d, 'EEE d MMM'),
      dayMonth: (d) => format(d, 'd MMMM'),
      weekday: (d) => format(d, 'EEE'),
      title: (_mode, range) => range.title,
      shortDays: EN_SHORT_DAYS,
    };
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, ...options });
  const long = intl({ weekday: 'long', month: 'long', day: 'numeric' });
  const short = intl({ weekday: 'short', month: 'short', day: 'numeric' });
  const dayMonth = intl({ month: 'long', day: 'numeric' });
  const weekday = intl({ weekday: 'short' });
  const week = intl({ month: 'short', day: 'numeric', year: 'numeric' });
  const month = intl({ month: 'long', year: 'numeric' });
  return {
    dayName: (d) => long.format(d),
    dayShort: (d) => short.format(d),
    dayMonth: (d) => dayMonth.format(d),
    weekday: (d) => weekday.format(d),
    title: (mode, range) =>
      mode === 'week'
        ? week.formatRange(range.days[0], range.days[range.days.length - 1])
        : month.format(range.days[Math.floor(range.days.length / 2)]),
    shortDays: weekdayNames(locale, 'short'),
  };
}

export function useCalendarDates(zone: string): CalendarDates {
  const locale = useLocale();
  return useMemo(() => calendarDates(locale, zone), [locale, zone]);
}
