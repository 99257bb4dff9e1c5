import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';
import { formatWithManila, zonedPair } from './zoned-time';

const longFormats = new Map<string, Intl.DateTimeFormat>();

/** "Monday, November 23, 2026 at 9:00 AM GMT+8": a meeting time in e-mails, in the reader's zone. */
export function formatLongInZone(date: Date, timeZone: string, locale: Locale): string {
  const key = `${locale}|${timeZone}`;
  let f = longFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    longFormats.set(key, f);
  }
  return f.format(date);
}

/**
 * A meeting time in a mail, a calendar entry or a reminder for its reader: in Manila's clock as
 * formatLongInZone writes it; abroad in the reader's zone with Philippine time beside it
 * ("Saturday, November 28, 2026, 9:00 PM Dubai · Sunday, November 29, 2026, 1:00 AM Manila", issue 63).
 */
export function formatLongForReader(date: Date, timeZone: string, locale: Locale): string {
  const iso = date.toISOString();
  return zonedPair(iso, timeZone, locale, 'long').manila
    ? formatWithManila(iso, timeZone, locale, 'long')
    : formatLongInZone(date, timeZone, locale);
}

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** "8:04 AM GMT+8": a time of today in the reader's zone, for a notification or a push, where space is short. */
export function formatTimeInZone(date: Date, timeZone: string, locale: Locale): string {
  const key = `${locale}|${timeZone}`;
  let f = shortFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
    shortFormats.set(key, f);
  }
  return f.format(date);
}

const dateOnly = new Map<Locale, Intl.DateTimeFormat>();

/** "6 May 2026" ("Mayo 6, 2026") for a YYYY-MM-DD date; the same on server and client (made on first use). */
export function formatLongDate(isoDate: string, locale: Locale): string {
  let f = dateOnly.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateOnly.set(locale, f);
  }
  return f.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "November 2026" ("Nobyembre 2026") for a YYYY-MM month. */
export function formatMonth(yearMonth: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${yearMonth}-01T00:00:00Z`),
  );
}
