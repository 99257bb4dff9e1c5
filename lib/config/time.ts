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
