/** The one-time code of a mobile number (issue 29): shared by the server's rules and the settings page. */

/** A code stops working this many minutes after it was sent. */
export const PHONE_CODE_TTL_MINUTES = 10;

/** Wrong codes before the number is locked ... */
export const PHONE_CODE_MAX_TRIES = 5;

/** ... for this long. */
export const PHONE_LOCK_MINUTES = 60;

/** At most one code a minute to a number. */
export const PHONE_RESEND_SECONDS = 60;
