// What the phone section's parts share: the copy, the error text and the lazy load of the phone rules.

// The phone schemas carry libphonenumber-js's metadata: loaded when the section is first used, not
// with the page (the same pattern as the basic-info form's zod schema).
export const loadPhoneRules = () => import('@/lib/validation/phone');

/** The section's copy, in one place for the page and its tests. */
export const PHONE_TEXT = {
  intro: 'For booking confirmations and reminders by text. You choose which texts you get under Notifications.',
  hint: 'A Philippine mobile number, like 0917 123 4567.',
  sent: (display: string) => `We texted a 6-digit code to ${display}.`,
  resent: 'We sent you a new code.',
  expired: 'This code has expired. Send a new one.',
  noCode: 'Send a code to verify this number.',
  locked: (wait: string) => `Too many wrong codes. You can try again ${wait}.`,
  verified: 'Mobile number verified.',
  removed: 'Mobile number removed.',
  optedOut: 'You replied STOP to one of our texts, so we don’t text this number. Reply START to that text to get texts again.',
} as const;

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
