import 'server-only';
import type { Locale } from '@/lib/i18n/paths';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { afterResponse } from '@/lib/server/platform/http/after-response';
import { sendAccountExistsEmail, sendVerificationEmail } from './auth-emails';
import { createAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { findUserByEmail } from './find-user';
import { AUTH_LIMITS } from '@/lib/server/platform/security/limits';
import { subjectKey, type RateLimitEntry } from '@/lib/server/platform/security/rate-limit';
import { holdSlotForSignUp } from './sign-up-booking';

/**
 * Every accepted sign-up gets this one answer (202), new address or not, and no session: an address
 * that already has an account must look exactly like a new one (no account enumeration). The new
 * account is signed in by its verification link.
 */
export const SIGN_UP_ACCEPTED = { status: 202, body: { message: AUTH_MESSAGES.signUpCheckEmail } } as const;

/**
 * Counted once the body names the address: five sign-ups an hour per e-mail. The address's twenty an
 * hour (addressLimits('signup')) are counted by both sign-up routes before they read the body.
 */
export function signUpEmailLimits(email: string): RateLimitEntry[] {
  return [{ key: `signup:email:${subjectKey(email)}`, rule: AUTH_LIMITS.signUpEmail, afterBody: true }];
}

/**
 * After the answer: the slot the visitor tapped is kept for the account while the e-mail is verified
 * (`callbackUrl` a consultation's booking page or a notary's page with a time chosen;
 * sign-up-booking.ts), then the mail goes. Never in the answer itself, which must be the same
 * whether or not the address had an account. A hold that fails costs the
 * client only the hold (the booking page then offers the nearest free time), never the mail.
 */
async function holdTappedSlot(
  user: { id: string; type: string; disabledAt?: Date | null },
  callbackUrl?: string,
  holdKey?: string,
): Promise<void> {
  try {
    await holdSlotForSignUp(user, callbackUrl, { holdKey });
  } catch (error) {
    console.error('[sign-up hold]', error);
  }
}

/** After the answer: the new account's verification link (leading on to `callbackUrl`, if same-origin), in its language. */
export function mailVerificationLinkLater(
  user: { id: string; email: string; firstName: string; type: string; language: Locale },
  callbackUrl?: string,
  holdKey?: string,
): void {
  afterResponse('sign-up verification mail', async () => {
    await holdTappedSlot(user, callbackUrl, holdKey);
    await sendVerificationEmail(user, await createAuthToken(user.id, 'VERIFY_EMAIL'), callbackUrl);
  });
}

/**
 * After the answer: the owner of an address that already has an account is told someone tried to
 * sign up with it (and, if it is still unverified, gets a fresh verification link); a disabled
 * account gets nothing. No time is held for the owner (issue 58): whoever typed the address is not
 * known to be them, and must not be able to renew or move the hold that account has.
 */
export function mailExistingOwnerLater(email: string, callbackUrl?: string): void {
  afterResponse('sign-up existing-address mail', async () => {
    const owner = await findUserByEmail(email);
    if (!owner || owner.disabledAt) return;
    const verifyToken = owner.emailVerified ? null : await createAuthToken(owner.id, 'VERIFY_EMAIL');
    await sendAccountExistsEmail(owner, verifyToken, callbackUrl);
  });
}
