// Days on the lawyer's pages, in Manila time and the page's language.
import { formatDay } from '@/lib/format/zoned-time';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';

/** "Mon, Nov 23" in English (as every list shows it); "Lun, Nob 23" in Filipino. */
export function portalDay(iso: string, locale: Locale): string {
  return formatDay(iso, DEFAULT_TIME_ZONE, locale);
}

/** "November 23, 2026" / "Nobyembre 23, 2026". */
export function portalLongDay(value: string | Date, locale: Locale): string {
  return new Date(value).toLocaleDateString(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE });
}
