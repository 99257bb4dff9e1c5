import 'server-only';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { afterResponse } from '@/lib/server/platform/http/after-response';
import { sendPasswordResetEmail } from './auth-emails';
import { createAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { findUserByEmail } from './find-user';
import { AUTH_LIMITS } from '@/lib/server/platform/security/limits';
import { enforceRateLimits, subjectKey } from '@/lib/server/platform/security/rate-limit';

/**
 * The same answer, in the same time, whether or not the address has an account (no account
 * enumeration): the request does only what every address costs (limits, one lookup), and the token
 * and mail for an existing account are made after the answer has gone.
 */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  await enforceRateLimits([{ key: `reset:email:${subjectKey(email)}`, rule: AUTH_LIMITS.resetEmailAccount, afterBody: true }]);
  const user = await findUserByEmail(email);
  if (user && !user.disabledAt) {
    afterResponse('password reset mail', async () => sendPasswordResetEmail(user, await createAuthToken(user.id, 'RESET_PASSWORD')));
  }
  return { message: AUTH_MESSAGES.resetEmailSent };
}
