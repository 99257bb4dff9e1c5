// Data Privacy Act (RA 10173) rights: numbers shared by the pages and the server.

/** Days between a deletion request and the erasure; signing in during them cancels the deletion. */
export const DELETION_GRACE_DAYS = 7;

/**
 * Tries of an erasure that fails (a lock timeout, a bug) before it stops and waits for an admin, who
 * sees it failed with its reason on the privacy page. One try per scheduler tick (every 10 minutes).
 */
export const ERASURE_ATTEMPTS = 5;

/**
 * The cookie that carries a message to the first page after a sign-in (lib/server/auth/issue-session.ts
 * sets it, components/privacy/sign-in-notice.ts shows it once and clears it). Not a secret: scripts read it.
 */
export const SIGN_IN_NOTICE_COOKIE = 'abogado_notice';
/** The values that cookie may hold. */
export const SIGN_IN_NOTICES = { deletionCancelled: 'deletion-cancelled' } as const;

/** What a person reads on the deletion page and in its e-mails (one text for both). */
export const DELETION_MESSAGES = {
  requested: 'Your account is scheduled for deletion. You have been signed out everywhere.',
  cancelledOnSignIn: 'Welcome back. Your account will not be deleted: signing in cancelled the deletion.',
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
