/**
 * The cancellation and refund policy's numbers, shared by the server's rule
 * (lib/rules/cancellation.ts), the /cancellation-policy page and the meeting page's
 * confirmation text. Change a number here and the rule, the page and the tests follow.
 */

/** A client who cancels at least this long before the start gets the whole fee back. */
export const FREE_CANCELLATION_HOURS = 24;

/** A lawyer who has not joined this long after the start counts as a no-show ... */
export const NO_SHOW_AFTER_MINUTES = 10;

/** ... and the client may claim the refund until this long after the booked end. */
export const NO_SHOW_CLAIM_DAYS = 7;
