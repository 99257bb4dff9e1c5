const LONG = new Intl.DateTimeFormat('en-PH', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "6 May 2026" style label for a YYYY-MM-DD date; the same on server and client. */
export function formatLongDate(isoDate: string): string {
  return LONG.format(new Date(`${isoDate}T00:00:00Z`));
}
