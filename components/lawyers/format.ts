// Formatting shared by server and client components (no zone or locale guessing: both passed in).

export { formatPeso } from '@/lib/format/money';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, f);
  }
  return f;
}

export function formatTime(iso: string, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

export function formatDay(iso: string, timeZone: string): string {
  return formatter(timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** "YYYY-MM-DD" of an instant in a zone (en-CA writes dates that way). */
export function dayKey(iso: string, timeZone: string): string {
  const key = `en-CA|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, f);
  }
  return f.format(new Date(iso));
}

/** A short zone label for the viewer: "UTC", "GMT+8"… with the IANA name when it says more. */
export function zoneLabel(timeZone: string, at = new Date()): string {
  const short =
    formatter(timeZone, { timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return timeZone === 'UTC' || timeZone === short ? short : `${short}, ${timeZone.replace(/_/g, ' ')}`;
}

/** A slot's button text and zone name in a zone ("Mon, Nov 23, 9:00 AM", "GMT+8, Asia/Manila"). */
export type SlotText = { label: string; zone: string };

export function slotText(startTime: string, timeZone: string, showDay = true): SlotText {
  return { label: `${showDay ? `${formatDay(startTime, timeZone)}, ` : ''}${formatTime(startTime, timeZone)}`, zone: zoneLabel(timeZone) };
}

/** "/book/{lawyerId}/{startTime}" — the instant stays an ISO string (":" is legal in a path segment). */
export function bookingHref(lawyerId: string, startTime: string, duration?: 30 | 60): string {
  return `/book/${lawyerId}/${startTime}${duration ? `?duration=${duration}` : ''}`;
}

export function nextSlots(calendar: Record<string, { start_time: string }[]>, count: number): string[] {
  const out: string[] = [];
  for (const day of Object.keys(calendar).sort()) {
    for (const slot of calendar[day]) {
      out.push(slot.start_time);
      if (out.length >= count) return out;
    }
  }
  return out;
}
