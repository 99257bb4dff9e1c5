import 'server-only';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { sessions, users } from '@/lib/db/schema';
import { generateToken, hashToken } from '@/lib/server/platform/security/hash-token';
import type { RequestMeta, SessionUser } from '@/lib/server/platform/security/types';

/** Absolute and idle timeouts (ASVS 3.3). */
const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export async function createSession(userId: string, meta: RequestMeta): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const db = await getDb();
  const token = generateToken();
  const sessionId = hashToken(token);
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    expiresAt,
    ip: meta.ip.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, sessionId, expiresAt };
}

/** What makes a session live, over `sessions` joined with its user; one rule for requests and streams. */
function liveSession(sessionId: string, now: Date) {
  return and(
    eq(sessions.id, sessionId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
    isNull(users.disabledAt),
  );
}

/**
 * Whether a session (by id) is still live. A long-lived response (the call's event stream) asks
 * again while it runs: the request that opened it was checked only once.
 */
export async function isSessionLive(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sessionId, new Date()))
    .limit(1);
  return rows.length > 0;
}

/** The live session's user, or null when the token is unknown, revoked, expired or idle too long. */
export async function findSessionUser(token: string): Promise<SessionUser | null> {
  const db = await getDb();
  const sessionId = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      type: users.type,
      roles: users.roles,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureUrl: users.pictureUrl,
      emailVerified: users.emailVerified,
      hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sessionId, now))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  const { lastSeenAt, expiresAt, ...user } = row;
  void lastSeenAt;
  return { ...user, hasPassword: Boolean(user.hasPassword), sessionId, sessionExpiresAt: expiresAt };
}

export async function revokeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset), or every other one (password change). */
export async function revokeUserSessions(userId: string, options: { exceptSessionId?: string } = {}): Promise<void> {
  const db = await getDb();
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (options.exceptSessionId) conditions.push(ne(sessions.id, options.exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  // Housekeeping: long-dead rows of this user go.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(Date.now() - SESSION_ABSOLUTE_MS))));
}
