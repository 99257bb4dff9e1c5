import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { AuthUser } from '@/lib/auth/types';
import { AppError } from '@/lib/server/http/errors';
import { MESSAGES } from '@/lib/validation/messages';
import { consumeAuthToken } from './auth-tokens';
import { reissueSessionCookie } from './issue-session';
import { AUTH_LIMITS } from './limits';
import { enforceRateLimits } from './rate-limit';
import type { RequestSession } from './request-session';
import type { RequestMeta } from './types';
import { toUserDto } from './user-dto';

/**
 * Consumes the mailed link. When the browser that opens it is signed in as the same user, its
 * cookie is re-issued with email_verified so middleware stops sending it to /verify-email.
 */
export async function verifyEmail(
  token: string,
  options: { meta: RequestMeta; session: RequestSession | null },
): Promise<{ message: string; user: AuthUser | null; cookie: string[] | null }> {
  await enforceRateLimits([{ key: `verify-token:ip:${options.meta.ip}`, rule: AUTH_LIMITS.verifyTokenIp }]);
  const userId = await consumeAuthToken(token, 'VERIFY_EMAIL');
  if (!userId) throw new AppError('BAD_REQUEST', MESSAGES.verificationFailed, { key: 'INVALID_TOKEN' });
  const db = await getDb();
  await db.update(users).set({ emailVerified: true, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
  const session = options.session;
  if (!session || session.user.id !== userId) return { message: MESSAGES.emailVerified, user: null, cookie: null };
  const user = { ...session.user, emailVerified: true };
  return { message: MESSAGES.emailVerified, user: toUserDto(user), cookie: await reissueSessionCookie(user, session.claims.sessionToken) };
}
