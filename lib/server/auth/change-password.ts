import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/platform/http/errors';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { findUserById } from './find-user';
import { startSession } from './issue-session';
import { hashPassword, verifyPassword } from '@/lib/server/platform/security/password';
import { revokeUserSessions } from './sessions';
import type { RequestMeta, SessionUser } from '@/lib/server/platform/security/types';

/**
 * Changes the password (the current one is required when the account has one) and ends every
 * session of the account — this browser gets a fresh one, the others are signed out.
 */
export async function changePassword(
  user: SessionUser,
  input: { current_password: string; password: string },
  meta: RequestMeta,
): Promise<{ message: string; cookie: string[] }> {
  const record = await findUserById(user.id);
  if (!record) throw new AppError('UNAUTHORIZED', 'common.notSignedIn', { key: 'UNAUTHORIZED' });
  // 400, not 401: a wrong current password must not sign the browser out (spec §8 drops the user on 401).
  if (record.passwordHash && !(await verifyPassword(record.passwordHash, input.current_password))) {
    throw new AppError('BAD_REQUEST', 'auth.currentPasswordWrong', { key: 'WRONG_PASSWORD' });
  }
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(user.id);
  const cookie = await startSession(record, meta);
  return { message: AUTH_MESSAGES.passwordChanged, cookie };
}
