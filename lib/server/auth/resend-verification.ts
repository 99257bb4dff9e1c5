import 'server-only';
import { afterResponse } from '@/lib/server/platform/http/after-response';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { sendVerificationEmail } from './auth-emails';
import { createAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { findUserByEmail } from './find-user';
import { languageOf } from '@/lib/server/platform/i18n/account-language';
import { AUTH_LIMITS } from '@/lib/server/platform/security/limits';
import { enforceRateLimits, subjectKey } from '@/lib/server/platform/security/rate-limit';
import type { SessionUser } from '@/lib/server/platform/security/types';

/**
 * A fresh verification link; `callbackUrl` (same-origin only) is where it leads on to. No time is
 * held again (issue 58): a sign-up hold is made once, by the sign-up, and lapses on its own — a resend
 * never renews, moves or extends it.
 */
export async function resendVerificationEmail(user: SessionUser, callbackUrl?: string): Promise<{ message: string }> {
  if (user.emailVerified) return { message: 'Your email is already verified.' };
  const token = await createAuthToken(user.id, 'VERIFY_EMAIL');
  // A session does not carry the account's language; the mail is written in it (issue 40).
  await sendVerificationEmail({ ...user, language: await languageOf(user.id) }, token, callbackUrl);
  return { message: AUTH_MESSAGES.verificationSent };
}

/**
 * "Resend" on "Check your email" (issue 45), where there is no session yet: by address. The same
 * answer, limits and time whether or not the address has an unverified account (no account
 * enumeration): the limits count per address and per IP for every address, and the token and the mail
 * come after the answer — for an unverified, enabled account only. The limits are the signed-in
 * resend's, counted per address instead of per account. It holds no time (issue 58): anyone who knows
 * an address could otherwise renew that account's hold for ever, or move it to a time of their choice.
 */
export async function resendVerificationByEmail(input: {
  email: string;
  callback_url?: string;
  hold_key?: string;
}): Promise<{ message: string }> {
  await enforceRateLimits([{ key: `resend:email:${subjectKey(input.email)}`, rule: AUTH_LIMITS.resendUser, afterBody: true }]);
  afterResponse('verification resend', async () => {
    const user = await findUserByEmail(input.email);
    if (!user || user.disabledAt || user.emailVerified) return;
    await sendVerificationEmail(user, await createAuthToken(user.id, 'VERIFY_EMAIL'), input.callback_url);
  });
  return { message: AUTH_MESSAGES.verificationResent };
}
