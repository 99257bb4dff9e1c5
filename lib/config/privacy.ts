// Data Privacy Act (RA 10173) rights: numbers shared by the pages and the server.

/** Days between a deletion request and the erasure; signing in during them cancels the deletion. */
export const DELETION_GRACE_DAYS = 7;

/** What a person reads on the deletion page and in its e-mails (one text for both). */
export const DELETION_MESSAGES = {
  requested: 'Your account is scheduled for deletion. You have been signed out everywhere.',
  cancelledOnSignIn: 'Welcome back. Your account deletion was cancelled because you signed in.',
  confirmationSent: 'We e-mailed you a link to confirm the deletion. It is valid for one hour.',
  wrongPassword: 'The password is not correct.',
  passwordRequired: 'Enter your password to confirm.',
  alreadyPending: 'Your account is already scheduled for deletion.',
  linkInvalid: 'This confirmation link is invalid or has expired. Ask for a new one from your account settings.',
} as const;
