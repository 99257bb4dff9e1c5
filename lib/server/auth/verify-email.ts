import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { AuthUser } from '@/lib/auth/types';
import { AppError } from '@/lib/server/http/errors';
import { MESSAGES } from '@/lib/validation/messages';
import { consumeAuthToken } from './auth-tokens';
import { findUserById, publicUser } from './find-user';
import { reissueSessionCookie } from './issue-session';
import { signInBrowser } from './sign-in-browser';
import { AUTH_LIMITS } from './limits';
import { enforceRateLimits } from './rate-limit';
import type { RequestSession } from './request-session';
import type { RequestMeta } from './types';
import { toUserDto } from './user-dto';

type VerifyOptions = { meta: RequestMeta; session: RequestSession | null; sessionCookie?: string; deviceCookie?: string };

/**
 * Consumes the mailed link. A browser signed in as the same user gets its cookie re-issued with
 * email_verified; a browser with no session is signed in, as a sign-up no longer starts one (the link
 * proves the mailbox, like the one-time sign-in link) and becomes a known device of the account. A
 * browser signed in as someone else only verifies the address.
 */
export async function verifyEmail(
  token: string,
  options: VerifyOptions,
): Promise<{ message: string; user: AuthUser | null; cookie: string[] | null }> {
  await enforceRateLimits([{ key: `verify-token:ip:${options.meta.ip}`, rule: AUTH_LIMITS.verifyTokenIp }]);
  const userId = await consumeAuthToken(token, 'VERIFY_EMAIL');
  if (!userId) throw new AppError('BAD_REQUEST', MESSAGES.verificationFailed, { key: 'INVALID_TOKEN' });
  const db = await getDb();
  await db.update(users).set({ emailVerified: true, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
  const session = options.session;
  if (session?.user.id === userId) {
    const user = { ...session.user, emailVerified: true };
    return {
      message: MESSAGES.emailVerified,
      user: toUserDto(user),
      cookie: await reissueSessionCookie(user, session.claims.sessionToken),
    };
  }
  const record = session ? undefined : await findUserById(userId);
  if (!record || record.disabledAt) return { message: MESSAGES.emailVerified, user: null, cookie: null };
  const cookie = await signInBrowser(record, options);
  return { message: MESSAGES.emailVerified, user: toUserDto(publicUser(record)), cookie };
}
