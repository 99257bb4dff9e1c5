// Which free times a person looking for "evenings" or "weekends" wants, read on their own clock
// (issue 63: a worker abroad books after their shift or on their day off). The server filters
// calendars with it (lib/server/search, availability) and the filter's chips name the same choice.

/** The choices of the time filter: evening starts 18:00–22:59 (a call ends by 23:00), or Saturday and Sunday. */
export const SLOT_HOURS = ['evening', 'weekend'] as const;
export type SlotHours = (typeof SLOT_HOURS)[number];

/** An evening slot starts at or after 18:00 and before 23:00 in the zone (the search's SQL reads the same figures). */
export const EVENING_FROM_HOUR = 18;
export const EVENING_UNTIL_HOUR = 23;

export function isSlotHours(value: unknown): value is SlotHours {
  return typeof value === 'string' && (SLOT_HOURS as readonly string[]).includes(value);
}

const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    clocks.set(timeZone, f);
  }
  return f;
}

/** The weekday ("Sat") and hour (0–23) an instant reads in a zone. */
function wallClock(iso: string, timeZone: string): { weekday: string; hour: number } {
  const parts = clockOf(timeZone).formatToParts(new Date(iso));
  return {
    weekday: parts.find((p) => p.type === 'weekday')?.value ?? '',
    hour: Number(parts.find((p) => p.type === 'hour')?.value ?? 0),
  };
}

/** Whether a slot starting at `iso` is an evening slot (18:00–23:00) or a weekend slot (Saturday, Sunday) in `timeZone`. */
export function slotMatchesHours(iso: string, timeZone: string, hours: SlotHours): boolean {
  const { weekday, hour } = wallClock(iso, timeZone);
  if (hours === 'weekend') return weekday === 'Sat' || weekday === 'Sun';
  return hour >= EVENING_FROM_HOUR && hour < EVENING_UNTIL_HOUR;
}

/** A calendar (day → slots) keeping only the slots of the chosen hours; every day stays, perhaps empty. */
export function keepSlotHours<S extends { start_time: string }>(
  calendar: Record<string, S[]>,
  timeZone: string,
  hours: SlotHours | undefined,
): Record<string, S[]> {
  if (!hours) return calendar;
  return Object.fromEntries(
    Object.entries(calendar).map(([day, slots]) => [day, slots.filter((s) => slotMatchesHours(s.start_time, timeZone, hours))]),
  );
}
