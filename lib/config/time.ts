/**
 * The spec's numbers about time, shared by server and browser code (no environment reads here).
 * Change a rule here and every screen, e-mail and check follows.
 */

/** Philippine time: the marketplace's zone, and the default of every lawyer and client. */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** Spec §1: the e-mail reminder with the join link goes out this long before a call. */
export const REMINDER_LEAD_MINUTES = 10;

/** A party may join a paid call from this long before its start ... */
export const JOIN_OPENS_BEFORE_MINUTES = 10;
/** ... until this long after its end (a call that ran over, a reconnect at the end). */
export const JOIN_CLOSES_AFTER_MINUTES = 15;

const MINUTE = 60_000;

/**
 * When a party may be in the call: from JOIN_OPENS_BEFORE_MINUTES before the start until
 * JOIN_CLOSES_AFTER_MINUTES after the end. The one statement of the window: the server's join rules
 * (lib/server/video/join-rules.ts) and the browser's Join button both call it.
 */
export function joinWindow(start: Date, end: Date): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(start.getTime() - JOIN_OPENS_BEFORE_MINUTES * MINUTE), closesAt: new Date(end.getTime() + JOIN_CLOSES_AFTER_MINUTES * MINUTE) };
}
