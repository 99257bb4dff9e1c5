import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, gt, ne, sql, isNotNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { phoneVerifications as pv, users } from '@/lib/db/schema';
import { hashShortSecret } from '../auth/hash-token';
import { enforceRateLimits } from '../auth/rate-limit';
import { isOptedOut } from '../sms/opt-outs';
import { recordSms } from '../sms/record-sms';
import { smsSender } from '../sms/sms-port';
import { phoneCodeSms } from '../sms/templates';
import { codeLimits } from './code-limits';
import { CODE_TTL_MS, phoneErrors } from './phone-messages';

/** The digest a code is stored as: bound to the account and the number. */
export const codeDigest = (userId: string, e164: string, code: string) => hashShortSecret(code, `phone:${userId}:${e164}`);

/** When the number's lock (too many wrong codes, from any account) ends; null when it is not locked. */
export async function numberLockedUntil(e164: string, now: Date, db?: Db): Promise<Date | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ until: sql<string | Date | null>`max(${pv.lockedUntil})` })
    .from(pv)
    .where(and(eq(pv.phoneE164, e164), gt(pv.lockedUntil, now)));
  return row?.until ? new Date(row.until) : null;
}

/**
 * Everything that must hold before a code is texted to `e164` for this account, in the order a person
 * can fix them: the number is not verified on another account (409), our provider reaches it (400),
 * it is not locked (429) nor opted out (409); then the limits are counted — one code a minute and five
 * an hour per number, five an hour per account (429 saying when to try again). Nothing is written
 * before these pass, so a refusal changes nothing but the limits' counters.
 */
export async function assertCodeMayBeSent(userId: string, e164: string, now: Date): Promise<void> {
  const db = await getDb();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneE164, e164), isNotNull(users.phoneVerifiedAt), ne(users.id, userId)))
    .limit(1);
  if (taken) throw phoneErrors.taken();
  const sender = smsSender();
  if (sender && !sender.reaches(e164)) throw phoneErrors.unreachable();
  const lockedUntil = await numberLockedUntil(e164, now, db);
  if (lockedUntil) throw phoneErrors.locked(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)));
  if (await isOptedOut(e164, db)) throw phoneErrors.optedOut();
  const limits = codeLimits(userId, e164);
  await enforceRateLimits(limits.minute);
  await enforceRateLimits(limits.hour);
}

/**
 * A new 6-digit code for the account's number, inside the caller's transaction: its digest replaces
 * any older one (which stops working), it expires in 10 minutes, and its text is recorded in the
 * outbox. Wrong tries are not reset by a new code — only by a lock that has run out — so asking again
 * buys no guesses. Returns the text's id, to send after commit. The code itself exists only in that
 * text: it is never returned, stored in clear or logged.
 */
export async function issuePhoneCode(tx: Db, userId: string, e164: string, now: Date): Promise<string> {
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
  const sms = await recordSms({ userId, to: e164, kind: 'phone_code', body: phoneCodeSms(code), priority: true, now }, tx);
  return sms.id;
}
