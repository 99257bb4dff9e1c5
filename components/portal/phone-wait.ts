// Waits shown beside the code entry, relative to the clock ("in 0:42", "in 15 minutes"), so no time
// zone has to be named: the page says how long, not at what o'clock.

/** Milliseconds until `iso` (0 when passed or absent). */
export function msUntil(iso: string | null | undefined, now: number): number {
  if (!iso) return 0;
  return Math.max(0, new Date(iso).getTime() - now);
}

/** "0:42", "2:05": a short countdown for a button label. */
export function countdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A wait as a unit and a count ("in 45 seconds", "in 15 minutes" once worded), rounded up: never earlier than true. */
export function waitParts(ms: number): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  return { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
