import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { AuthUser } from '@/lib/auth/types';
import { AppError } from '@/lib/server/platform/http/errors';
import { issueDeviceCookie, trustedDeviceId } from './device-cookie';
import { findUserByEmail, publicUser } from './find-user';
import { startSession } from './issue-session';
import { AUTH_LIMITS } from '@/lib/server/platform/security/limits';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '@/lib/server/platform/security/password';
import { consumeRateLimit, refundRateLimit, resetRateLimit, subjectKey, tooManyRequests } from '@/lib/server/platform/security/rate-limit';
import type { RequestMeta } from '@/lib/server/platform/security/types';
import { toUserDto } from './user-dto';

let dummyHash: Promise<string> | undefined;

type SignInOptions = { meta: RequestMeta; sessionCookie?: string; deviceCookie?: string };

/**
 * E-mail + password sign-in. Limits are checked before the password, so a locked-out guesser learns
 * nothing; failures count, a success clears its own bucket. Unknown e-mails cost one argon2 verify
 * too, so timing does not tell which accounts exist. An owner refused on a new device can ask for a
 * one-time sign-in link by e-mail (sign-in-link.ts).
 */
export async function signIn(
  input: { email: string; password: string },
  options: SignInOptions,
): Promise<{ user: AuthUser; cookies: string[] }> {
  const user = await findUserByEmail(input.email);
  const account = subjectKey(input.email);
  const deviceId = await trustedDeviceId(options.deviceCookie, user?.id);
  const ipKey = `signin:ip:${options.meta.ip}`;
  const personalKey = deviceId ? `signin:device:${deviceId}` : `signin:acct-ip:${account}:${options.meta.ip}`;
  const accountKey = `signin:acct:${account}`;
  // A known device of this account counts only in its own bucket: neither the account's shared
  // bucket nor its address's (a shared NAT, a spray from the same network) can lock the owner out.
  const checks = deviceId
    ? [{ key: personalKey, rule: AUTH_LIMITS.signInDevice }]
    : [
        { key: personalKey, rule: AUTH_LIMITS.signInAccountIp },
        { key: ipKey, rule: AUTH_LIMITS.signInIp },
        { key: accountKey, rule: AUTH_LIMITS.signInAccount },
      ];
  let retryAfter = 0;
  for (const check of checks) {
    // Keyed by the account the body names (its known device too), so counted once the body is read.
    const result = await consumeRateLimit(check.key, check.rule, { afterBody: true });
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter);

  dummyHash ??= hashPassword('timing-equaliser-Password1');
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !user.passwordHash || !ok || user.disabledAt) {
    throw new AppError('UNAUTHORIZED', 'auth.invalidCredentials', { key: 'INVALID_CREDENTIALS' });
  }

  await resetRateLimit(personalKey);
  if (!deviceId) {
    await refundRateLimit(ipKey);
    await refundRateLimit(accountKey);
  }
  if (passwordNeedsRehash(user.passwordHash)) {
    const db = await getDb();
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  const cookies = await startSession(user, options.meta, options.sessionCookie);
  if (!deviceId) cookies.push(await issueDeviceCookie(user.id));
  return { user: toUserDto(publicUser(user)), cookies };
}
