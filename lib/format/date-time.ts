const longFormats = new Map<string, Intl.DateTimeFormat>();

/** "Monday, November 23, 2026 at 9:00 AM GMT+8": a meeting time in e-mails, in the reader's zone. */
export function formatLongInZone(date: Date, timeZone: string): string {
  let f = longFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-PH', {
      weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short',
    });
    longFormats.set(timeZone, f);
  }
  return f.format(date);
}
