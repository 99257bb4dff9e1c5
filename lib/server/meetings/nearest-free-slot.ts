import 'server-only';

export type OfferedSlot = {
  /** The start the booking form selects: the requested one while free, else the nearest free one; null when nothing is free. */
  start: string | null;
  /** True when the requested start is no longer offered (booked meanwhile, blocked, or past): the page says so. */
  requestedTaken: boolean;
};

/**
 * Which slot the booking page offers for a requested start (issue 27: a slot tapped before signing up
 * may be gone by the time the e-mail is verified). Nearest by distance in time; on a tie the later
 * one, since the client was ready at the requested time.
 */
export function offerNearestSlot(free: readonly string[], requested: Date): OfferedSlot {
  const wanted = requested.getTime();
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const slot of free) {
    const at = new Date(slot).getTime();
    if (at === wanted) return { start: slot, requestedTaken: false };
    const distance = Math.abs(at - wanted);
    if (distance < bestDistance || (distance === bestDistance && at > wanted)) {
      best = slot;
      bestDistance = distance;
    }
  }
  return { start: best, requestedTaken: true };
}
