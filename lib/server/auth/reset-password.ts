import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/platform/http/errors';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { consumeAuthToken, isLiveAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { hashPassword } from '@/lib/server/platform/security/password';
import { revokeUserSessions } from './sessions';

/**
 * Sets a new password from a mailed link and ends every session of the account. Following the link
 * proves the mailbox, so the e-mail counts as verified from now on.
 */
export async function resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
  const invalid = () => new AppError('BAD_REQUEST', 'auth.resetLinkInvalid', { key: 'INVALID_TOKEN' });
  // The token first: a guessed or stale link must not cost an argon2 hash (a cheap way to load the server).
  if (!(await isLiveAuthToken(input.token, 'RESET_PASSWORD'))) throw invalid();
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const id = await consumeAuthToken(input.token, 'RESET_PASSWORD', tx);
    if (!id) return null;
    await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, id));
    return id;
  });
  // Consumed by a concurrent submit of the same link in the meantime.
  if (!userId) throw invalid();
  await revokeUserSessions(userId);
  return { message: AUTH_MESSAGES.passwordChanged };
}
