import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { phoneVerifications as pv, users } from '@/lib/db/schema';
import { recordEvents } from '@/lib/server/outbox/record-event';
import { hashShortSecret } from '@/lib/server/security/hash-token';
import { enforceRateLimits } from '@/lib/server/security/rate-limit';
import { isOptedOut } from '@/lib/server/sms/opt-outs';
import { dailyCapReached, recordSms } from '@/lib/server/sms/record-sms';
import { phoneCodeSms } from '@/lib/server/sms/templates';
import { consumeCodeBudget } from './code-budget';
import { codeLimits } from './code-limits';
import { assertNumberReachable } from './number-reachable';
import { CODE_TTL_MS, phoneErrors } from './phone-messages';

/** The digest a code is stored as: bound to the account and the number. */
export const codeDigest = (userId: string, e164: string, code: string) => hashShortSecret(code, `phone:${userId}:${e164}`);

/**
 * When this account's attempt at the number is locked until (five wrong codes); null when it is
 * not. The lock is the account's, not the number's: a stranger's wrong codes never stop the
 * number's owner verifying it on their own account (issue 38).
 */
export async function attemptLockedUntil(userId: string, e164: string, now: Date, db?: Db): Promise<Date | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ until: pv.lockedUntil })
    .from(pv)
    .where(and(eq(pv.userId, userId), eq(pv.phoneE164, e164), gt(pv.lockedUntil, now)));
  return row?.until ?? null;
}

/** Whether another account has verified this number: its owner is never texted on someone else's request. */
export async function verifiedElsewhere(db: Db, userId: string, e164: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneE164, e164), isNotNull(users.phoneVerifiedAt), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Everything that must hold before a code is texted to `e164` for this account, in the order a person
 * can fix them: the account's e-mail is verified (403: no texts for throwaway sign-ups), our provider
 * reaches the number (400), this account's attempt is not locked (429) and the number has not opted
 * out (409); the account's daily cap is not reached (429); then the requester's limits are counted
 * (code-limits.ts: the account's attempt at the number, the account, the client address `ip`).
 * A number verified on another account is then refused (409) and never texted (issue 58: each ask
 * texted the owner a code); the answer says no more than that, and comes only after the asker's
 * limits are counted, so finding out which numbers are in use costs the same budget as codes do.
 * Last the app's hourly budget (429s saying when to try again). Nothing is written before these
 * pass, so a refusal changes nothing but the limits' counters.
 */
export async function assertCodeMayBeSent(userId: string, e164: string, ip: string, now: Date): Promise<void> {
  const db = await getDb();
  const [account] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!account?.emailVerified) throw phoneErrors.emailFirst();
  assertNumberReachable(e164);
  const lockedUntil = await attemptLockedUntil(userId, e164, now, db);
  if (lockedUntil) throw phoneErrors.locked(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)));
  if (await isOptedOut(e164, db)) throw phoneErrors.optedOut();
  if (await dailyCapReached(db, userId, now)) throw phoneErrors.dailyCap();
  const limits = codeLimits(userId, e164, ip);
  await enforceRateLimits(limits.minute);
  await enforceRateLimits(limits.hour);
  if (await verifiedElsewhere(db, userId, e164)) throw phoneErrors.taken();
  await consumeCodeBudget(userId, now);
}

/**
 * A new 6-digit code for the account's number, inside the caller's transaction: its digest replaces
 * any older one (which stops working), it expires in 10 minutes, and its text is recorded in the
 * outbox, in the account's language. Wrong tries are not reset by a new code — only by a lock that
 * has run out — so asking again buys no guesses. A code counts in the account's daily cap: one the cap
 * refuses (a race past assertCodeMayBeSent's look) is a 429 and the caller's transaction rolls back.
 * The text goes out after the commit, by the outbox (its event carries the text's id, never the code:
 * the caller's transactionWithEvents kicks it at once). The code itself exists only in that text
 * (starred out once the provider has it): it is never returned, stored in clear elsewhere or logged.
 */
export async function issuePhoneCode(tx: Db, userId: string, e164: string, now: Date): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await tx
    .insert(pv)
    .values({
      userId,
      phoneE164: e164,
      codeHash: codeDigest(userId, e164, code),
      codeExpiresAt: expiresAt,
      lastSentAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [pv.userId, pv.phoneE164],
      set: {
        codeHash: sql`excluded.code_hash`,
        codeExpiresAt: sql`excluded.code_expires_at`,
        lastSentAt: sql`excluded.last_sent_at`,
        failedAttempts: sql`CASE WHEN ${pv.lockedUntil} <= ${now} THEN 0 ELSE ${pv.failedAttempts} END`,
        lockedUntil: sql`CASE WHEN ${pv.lockedUntil} <= ${now} THEN NULL ELSE ${pv.lockedUntil} END`,
        updatedAt: now,
      },
    });
  // In the language of the account the number is being verified for (issue 40).
  const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const body = phoneCodeSms(code, owner?.language);
  const sms = await recordSms({ userId, to: e164, kind: 'phone_code', body, priority: true, now }, tx);
  if (sms.skipReason === 'daily_cap') throw phoneErrors.dailyCap();
  if (sms.skipReason) throw phoneErrors.optedOut();
  await recordEvents(tx, {
    aggregate: 'phone',
    aggregateId: userId,
    event: 'code',
    status: 'code-sent',
    actor: { role: 'USER', id: userId },
    payload: { smsId: sms.id },
    followed: true,
  });
}
