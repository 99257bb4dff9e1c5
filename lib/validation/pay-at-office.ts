/**
 * Ours (issue 58): what a booking that costs nothing may hold. Paying at the office confirms an
 * appointment at once with no money down, so it is bounded (besides the verified e-mail every booking
 * needs): a few such appointments open per client across all notaries, and the notary's own number a
 * day (their offer settings, PAY_AT_OFFICE_PER_DAY's range).
 */
export const PAY_AT_OFFICE_MESSAGES = {
  openLimit: 'You already have 2 appointments to pay at the office. Pay online, or book again after one of them.',
  dayFull: 'This notary takes no more appointments paid at the office that day. Pay online, or choose another day.',
  perDay: 'Choose a number from 1 to 20.',
} as const;

/** Open (confirmed, not yet over) pay-at-the-office appointments one client may have, across all notaries. */
export const MAX_OPEN_PAY_AT_OFFICE_PER_CLIENT = 2;

/** The notary's setting: how many pay-at-the-office appointments a day (Philippine day) they accept. */
export const PAY_AT_OFFICE_PER_DAY = { min: 1, max: 20, default: 4 } as const;
