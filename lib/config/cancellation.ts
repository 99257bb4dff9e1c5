/**
 * The cancellation and refund policy's numbers, shared by the server's rule
 * (lib/server/meetings/cancellation-policy.ts), the /cancellation-policy page and the meeting page's
 * confirmation text. Change a number here and the rule, the page and the tests follow.
 */

/** A client who cancels at least this long before the start gets the whole fee back. */
export const FREE_CANCELLATION_HOURS = 24;

/** A lawyer who has not joined this long after the start counts as a no-show ... */
export const NO_SHOW_AFTER_MINUTES = 10;

/** ... and the client may claim the refund until this long after the booked end. */
export const NO_SHOW_CLAIM_DAYS = 7;

/** Whether a client cancelling at `now` would still get a full refund (the meeting page's confirm text). */
export function isFreeCancellation(startAt: Date, now: Date): boolean {
  return startAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000;
}
