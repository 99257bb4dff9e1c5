import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { authTokens } from '@/lib/db/schema';
import { generateToken, hashToken } from './hash-token';

export type AuthTokenKind = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'VERIFY_IBP' | 'SIGN_IN_LINK' | 'CONFIRM_DELETION';

const HOUR_MS = 60 * 60 * 1000;
const TOKEN_TTL_MS: Record<AuthTokenKind, number> = {
  VERIFY_EMAIL: 48 * HOUR_MS,
  RESET_PASSWORD: 1 * HOUR_MS,
  VERIFY_IBP: 30 * 24 * HOUR_MS,
  SIGN_IN_LINK: 15 * 60 * 1000,
  // An account without a password confirms its deletion from the mailed link: fresh, so an old mail cannot.
  CONFIRM_DELETION: 1 * HOUR_MS,
};

/** A new single-use link token; only its hash is stored. A new reset or sign-in link voids the older ones. */
export async function createAuthToken(userId: string, kind: AuthTokenKind, db?: Db): Promise<string> {
  const database = db ?? (await getDb());
  const token = generateToken();
  if (kind === 'RESET_PASSWORD' || kind === 'SIGN_IN_LINK' || kind === 'CONFIRM_DELETION') {
    await database
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  }
  await database.insert(authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/**
 * Marks the token used and returns its user — in one UPDATE, so two concurrent clicks cannot both
 * succeed. Unknown, used, expired and wrong-kind tokens all give null.
 */
export async function consumeAuthToken(token: string, kind: AuthTokenKind, db?: Db): Promise<string | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Whether the token is live now (not used, not expired, of this kind), without consuming it. */
export async function isLiveAuthToken(token: string, kind: AuthTokenKind): Promise<boolean> {
  const database = await getDb();
  const [row] = await database
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Whose token this is, whatever its state (used, expired): only to tell a link's own signed-in owner that
 * what it was for is done (an e-mail already verified, issue 72), never to act on it.
 */
export async function authTokenOwner(token: string, kind: AuthTokenKind): Promise<string | null> {
  const database = await getDb();
  const [row] = await database
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind)))
    .limit(1);
  return row?.userId ?? null;
}
