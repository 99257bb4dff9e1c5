import 'server-only';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { afterResponse } from '@/lib/server/http/after-response';
import { sendAccountExistsEmail, sendVerificationEmail } from './auth-emails';
import { createAuthToken } from './auth-tokens';
import { findUserByEmail } from './find-user';
import { AUTH_LIMITS } from './limits';
import { subjectKey } from './rate-limit';

/**
 * Every accepted sign-up gets this one answer (202), new address or not, and no session: an address
 * that already has an account must look exactly like a new one (no account enumeration). The new
 * account is signed in by its verification link.
 */
export const SIGN_UP_ACCEPTED = { status: 202, body: { message: AUTH_MESSAGES.signUpCheckEmail } } as const;

export function signUpLimits(email: string, ip: string) {
  return [
    { key: `signup:ip:${ip}`, rule: AUTH_LIMITS.signUpIp },
    { key: `signup:email:${subjectKey(email)}`, rule: AUTH_LIMITS.signUpEmail },
  ];
}

/** After the answer: the new account's verification link (leading on to `callbackUrl`, if same-origin). */
export function mailVerificationLinkLater(user: { id: string; email: string; firstName: string }, callbackUrl?: string): void {
  afterResponse('sign-up verification mail', async () =>
    sendVerificationEmail(user, await createAuthToken(user.id, 'VERIFY_EMAIL'), callbackUrl),
  );
}

/**
 * After the answer: the owner of an address that already has an account is told someone tried to
 * sign up with it (and, if it is still unverified, gets a fresh verification link); a disabled
 * account gets nothing.
 */
export function mailExistingOwnerLater(email: string, callbackUrl?: string): void {
  afterResponse('sign-up existing-address mail', async () => {
    const owner = await findUserByEmail(email);
    if (!owner || owner.disabledAt) return;
    const verifyToken = owner.emailVerified ? null : await createAuthToken(owner.id, 'VERIFY_EMAIL');
    await sendAccountExistsEmail(owner, verifyToken, callbackUrl);
  });
}
