import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import { AppError } from '@/lib/server/platform/http/errors';
import { afterResponse } from '@/lib/server/platform/http/after-response';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { sendSignInLinkEmail } from './auth-emails';
import { consumeAuthToken, createAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { findUserByEmail, findUserById, publicUser } from './find-user';
import { signInBrowser } from './sign-in-browser';
import { AUTH_LIMITS } from '@/lib/server/platform/security/limits';
import { enforceRateLimits, subjectKey } from '@/lib/server/platform/security/rate-limit';
import type { RequestMeta } from '@/lib/server/platform/security/types';
import { toUserDto } from './user-dto';

/**
 * Mails a one-time sign-in link (15 minutes, single use; a new one voids the older) — the way in for
 * an owner whom the sign-in limits refuse on a new device. The same answer, and the same limits
 * counted, in the same time, whether or not the address has an account (no account enumeration):
 * the token and mail are made after the answer has gone.
 */
export async function requestSignInLink(email: string): Promise<{ message: string }> {
  await enforceRateLimits([{ key: `signin-link:acct:${subjectKey(email)}`, rule: AUTH_LIMITS.signInLinkAccount, afterBody: true }]);
  const user = await findUserByEmail(email);
  if (user && !user.disabledAt) {
    afterResponse('sign-in link mail', async () => sendSignInLinkEmail(user, await createAuthToken(user.id, 'SIGN_IN_LINK')));
  }
  return { message: AUTH_MESSAGES.signInLinkSent };
}

type ConsumeOptions = { meta: RequestMeta; sessionCookie?: string; deviceCookie?: string };

/**
 * Signs in with a mailed link's token (POSTed by the /login/link page's button, so a mail scanner's
 * GET cannot use it up). Starts a session and marks this browser a known device of the account, so
 * the sign-in limits never block it again. Used, expired and unknown tokens are one 400.
 */
export async function consumeSignInLink(token: string, options: ConsumeOptions): Promise<{ user: AuthUser; cookies: string[] }> {
  const invalid = () => new AppError('BAD_REQUEST', 'auth.signInLinkInvalid', { key: 'INVALID_TOKEN' });
  const userId = await consumeAuthToken(token, 'SIGN_IN_LINK');
  if (!userId) throw invalid();
  const user = await findUserById(userId);
  if (!user || user.disabledAt) throw invalid();
  const cookies = await signInBrowser(user, options);
  return { user: toUserDto(publicUser(user)), cookies };
}
