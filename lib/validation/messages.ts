/**
 * The spec's user-facing texts (§5 validation, §8 verification), letter for letter — typos included
 * ("atleast"). Every schema and page imports them from here so one string never drifts.
 */
export const MESSAGES = {
  invalidEmail: 'Please provide valid email.',
  required: 'Please provide a value.',
  requiredEmail: 'Please provide a valid email address',
  passwordsDiffer: 'Passwords are not the same.',
  emailVerified: 'Email Verified!',
  verificationFailed: 'Verification failed! Please try again.',
} as const;

/** Ours: the spec names the per-set file rule (§5) but gives no sentence for it. */
export function tooManyFilesMessage(maxFiles: number, maxTotalMb: number): string {
  return `You can attach at most ${maxFiles} files and ${maxTotalMb}MB in total.`;
}

/** "Maximum size is {{max}} mb." */
export function fileSizeMessage(maxMb: number): string {
  return `Maximum size is ${maxMb} mb.`;
}

/**
 * Texts the spec does not give (it names the rule, not the sentence): the password composition rule
 * of §5, an unsupported upload, and the other auth outcomes. Kept here beside the spec's own texts.
 */
export const AUTH_MESSAGES = {
  passwordComposition: 'Password must contain a number, a lowercase and an uppercase character.',
  termsRequired: 'Please accept the Terms of Service and the Privacy Policy.',
  invalidCredentials: 'Invalid email or password.',
  signUpCheckEmail: 'Check your email: we have sent you a link to finish signing up.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  resetEmailSent: 'If an account exists for this email, we have sent a link to reset your password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is not correct.',
  verificationSent: 'We have sent you a new verification email.',
  /** The resend before any session: the same words whether or not the address has an account waiting. */
  verificationResent: 'If this address is waiting to be verified, we have sent a new link to it.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  emailNotVerified: 'Please verify your email first.',
  fileType: 'Unsupported file type.',
  pictureUnreadable: 'This picture could not be read. Please upload a JPG, PNG or WEBP photo of at most 50 megapixels.',
  tooManyFiles: 'Too many files.',
  ibpVerified: 'Lawyer verified!',
  /** Issue 72: a verification link tapped again by its own, verified, signed-in owner. */
  emailAlreadyVerified: 'Your email is already verified.',
  settingsSaved: 'Success!',
  signInLinkSent: 'If an account exists for this email, we have sent you a sign-in link. It is valid for 15 minutes.',
  signInLinkInvalid: 'This sign-in link is invalid, has expired or was already used.',
} as const;
