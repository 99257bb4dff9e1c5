import 'server-only';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { sendPasswordResetEmail } from './auth-emails';
import { createAuthToken } from './auth-tokens';
import { findUserByEmail } from './find-user';
import { AUTH_LIMITS } from './limits';
import { enforceRateLimits, subjectKey } from './rate-limit';
import type { RequestMeta } from './types';

/** The same answer whether or not the address has an account (no account enumeration). */
export async function requestPasswordReset(email: string, meta: RequestMeta): Promise<{ message: string }> {
  await enforceRateLimits([
    { key: `reset:ip:${meta.ip}`, rule: AUTH_LIMITS.resetEmailIp },
    { key: `reset:email:${subjectKey(email)}`, rule: AUTH_LIMITS.resetEmailAccount },
  ]);
  const user = await findUserByEmail(email);
  if (user && !user.disabledAt) {
    const token = await createAuthToken(user.id, 'RESET_PASSWORD');
    await sendPasswordResetEmail(user, token);
  }
  return { message: AUTH_MESSAGES.resetEmailSent };
}
