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

/** Days a built export can be downloaded before its file is deleted. */
export const EXPORT_KEEP_DAYS = 7;
/** Exports one person may ask for in a day (each one reads all their rows and files). */
export const EXPORTS_PER_DAY = 3;

export const EXPORT_MESSAGES = {
  requested: 'We are preparing your data. We will e-mail you when it is ready to download.',
  alreadyPreparing: 'Your data export is already being prepared. We will e-mail you when it is ready.',
  tooMany: `You can ask for your data ${EXPORTS_PER_DAY} times a day. Please try again later.`,
  notFound: 'This export does not exist or has expired.',
} as const;
