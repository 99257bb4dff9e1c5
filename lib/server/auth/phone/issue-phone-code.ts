import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { phoneVerifications as pv, users } from '@/lib/db/schema';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { PHONE_EVENTS } from './events';
import { hashShortSecret } from '@/lib/server/platform/security/hash-token';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { isOptedOut } from '@/lib/server/messaging/sms/opt-outs';
import { dailyCapReached, recordSms, type RecordedSms } from '@/lib/server/messaging/sms/record-sms';
import { phoneClaimedSms, phoneCodeSms } from '@/lib/server/messaging/sms/templates';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { civilDateOf, dateKey } from '@/lib/format/civil-date';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
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
 * Last the app's hourly budget (429s saying when to try again). Nothing is written before these
 * pass, so a refusal changes nothing but the limits' counters.
 *
 * A number verified on another account is no refusal (issue 73 item 6: a 409 "already verified on another
 * account" against a 200 told anyone which numbers are in use): the asker is answered as for a free number,
 * after the same limits and budget, and `taken` tells the caller to text the number's owner a notice instead
 * of a code (issuePhoneCode), so the asker never gets a code that could verify it.
 */
export async function assertCodeMayBeSent(userId: string, e164: string, ip: string, now: Date): Promise<{ taken: boolean }> {
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
  const taken = await verifiedElsewhere(db, userId, e164);
  await consumeCodeBudget(userId, now);
  return { taken };
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
export async function issuePhoneCode(tx: Db, userId: string, e164: string, now: Date, options: { taken?: boolean } = {}): Promise<void> {
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
  // The code exists only in a text to the number; for a number verified on another account that text is
  // its owner's notice, without the code: the asker's attempt looks the same and can never succeed.
  const sms = options.taken ? await recordClaimNotice(tx, e164, now) : await recordCodeText(tx, userId, e164, code, now);
  // The owner's notice skipped (their cap, their STOP) is the owner's business: the asker is answered as ever.
  if (!options.taken && sms.skipReason === 'daily_cap') throw phoneErrors.dailyCap();
  if (!options.taken && sms.skipReason) throw phoneErrors.optedOut();
  await recordEvents(tx, PHONE_EVENTS, {
    aggregateId: userId,
    event: 'code',
    status: 'code-sent',
    actor: { role: 'USER', id: userId },
    payload: { smsId: sms.id },
  });
}

/** The code's text, in the language of the account the number is being verified for (issue 40). */
async function recordCodeText(tx: Db, userId: string, e164: string, code: string, now: Date): Promise<RecordedSms> {
  const [asker] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return recordSms({ userId, to: e164, kind: 'phone_code', body: phoneCodeSms(code, asker?.language), priority: true, now }, tx);
}

/**
 * The owner's notice that another account typed their verified number (issue 73 item 6), in the owner's
 * language: one a Philippine day per owner (its dedupe key), counted in the owner's daily cap of texts. Never
 * names the asker. A number verified elsewhere again before the asker's commit reads as a code, as before.
 */
async function recordClaimNotice(tx: Db, e164: string, now: Date): Promise<RecordedSms> {
  const [owner] = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.phoneE164, e164), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  const day = dateKey(civilDateOf(now.getTime(), DEFAULT_TIME_ZONE));
  return recordSms(
    {
      userId: owner?.id ?? null,
      to: e164,
      kind: 'phone_claimed',
      body: phoneClaimedSms(owner?.language ?? DEFAULT_LOCALE),
      dedupeKey: `phone-claimed:${e164}:${day}`,
      now,
    },
    tx,
  );
}
