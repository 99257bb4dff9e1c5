import 'server-only';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';
import { translator } from '@/lib/i18n/translator';
import { AREA_VALUES } from '@/lib/reference/areas';
import type { LegalAidLineMeasure } from '@/features/legal-aid/rules/legal-aid';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

/** "3 h 25 min" / "3 oras 25 min": a total as the report and the verify page say it. */
export function hoursText(minutes: number, locale: Locale): string {
  return translator(locale, 'ulas')('duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A calendar day (YYYY-MM-DD) in the reader's language: "1 January 2025", "Enero 1, 2025". */
export function dayText(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "November 27, 2026 at 9:30 AM (Philippine time)" in the reader's language. */
export function manilaText(at: Date, locale: Locale): string {
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE }).format(
    at,
  );
  return translator(locale, 'ulas')('report.manila', { time });
}

/** An area's name in the reader's language (the search's own names); an unknown key prints as it is. */
export function areaText(area: string, locale: Locale): string {
  return (AREA_VALUES as string[]).includes(area) ? translator(locale, 'search')(`areas.${area}.label`) : area;
}

/**
 * How a line's minutes were measured, with them (issue 73 item 2): "call attendance, 42 min", "written answer,
 * fixed 30 min", "stated by the lawyer, 90 min" — what the report and its verify page print beside each line.
 */
export function measuredText(line: { measure: LegalAidLineMeasure; minutes: number }, locale: Locale): string {
  return translator(locale, 'ulas')(`measured.${line.measure}`, { minutes: line.minutes });
}
