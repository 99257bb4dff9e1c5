const longFormats = new Map<string, Intl.DateTimeFormat>();

/** "Monday, November 23, 2026 at 9:00 AM GMT+8": a meeting time in e-mails, in the reader's zone. */
export function formatLongInZone(date: Date, timeZone: string): string {
  let f = longFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-PH', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    longFormats.set(timeZone, f);
  }
  return f.format(date);
}

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** "8:04 AM GMT+8": a time of today in the reader's zone, for a notification or a push, where space is short. */
export function formatTimeInZone(date: Date, timeZone: string): string {
  let f = shortFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-PH', { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
    shortFormats.set(timeZone, f);
  }
  return f.format(date);
}

let dateOnly: Intl.DateTimeFormat | undefined;

/** "6 May 2026" for a YYYY-MM-DD date; the same on server and client (made on first use). */
export function formatLongDate(isoDate: string): string {
  dateOnly ??= new Intl.DateTimeFormat('en-PH', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return dateOnly.format(new Date(`${isoDate}T00:00:00Z`));
}
