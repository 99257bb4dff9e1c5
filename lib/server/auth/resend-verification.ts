import 'server-only';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { sendVerificationEmail } from './auth-emails';
import { createAuthToken } from './auth-tokens';
import { AUTH_LIMITS } from './limits';
import { enforceRateLimits } from './rate-limit';
import type { RequestMeta, SessionUser } from './types';

/** A fresh verification link; `callbackUrl` (same-origin only) is where it leads on to. */
export async function resendVerificationEmail(user: SessionUser, meta: RequestMeta, callbackUrl?: string): Promise<{ message: string }> {
  if (user.emailVerified) return { message: 'Your email is already verified.' };
  await enforceRateLimits([
    { key: `resend:user:${user.id}`, rule: AUTH_LIMITS.resendUser },
    { key: `resend:ip:${meta.ip}`, rule: AUTH_LIMITS.resendIp },
  ]);
  const token = await createAuthToken(user.id, 'VERIFY_EMAIL');
  await sendVerificationEmail(user, token, callbackUrl);
  return { message: AUTH_MESSAGES.verificationSent };
}
