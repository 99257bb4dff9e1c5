import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { phoneVerifications as pv, users } from '@/lib/db/schema';
import { PHONE_CODE_MAX_TRIES, PHONE_LOCK_MINUTES } from '@/lib/config/phone';
import type { PhoneState } from '@/lib/dto/account-phone';
import { pgErrorCode } from '@/lib/server/platform/http/errors';
import { sameDigest } from '@/lib/server/platform/security/hash-token';
import { attemptLockedUntil, codeDigest, verifiedElsewhere } from './issue-phone-code';
import { phoneErrors } from './phone-messages';
import { requirePhoneState } from './phone-state';

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * POST auth/account/phone/verify. A try is counted before the code is compared (one conditional
 * UPDATE), so concurrent guesses cannot exceed the five: a wrong code says how many tries remain,
 * the fifth locks this account's attempt at the number for an hour and voids the code — the guesser
 * is stopped, the number's owner on another account is not. A number verified on another account
 * since its code was sent (none is sent for one verified before: assertCodeMayBeSent) is a 409, and
 * the code is voided. Otherwise it verifies the number in one transaction with clearing the code; a number
 * verified meanwhile on another account is the same 409 (the unique index decides a race).
 */
export async function verifyAccountPhone(userId: string, code: string, now = new Date()): Promise<PhoneState> {
  const db = await getDb();
  const [user] = await db.select({ phone: users.phoneE164, verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user?.phone) throw phoneErrors.noPhone();
  if (user.verifiedAt) return requirePhoneState(userId, { now });
  const phone = user.phone;
  const lockedUntil = await attemptLockedUntil(userId, phone, now, db);
  if (lockedUntil) throw phoneErrors.locked(secondsUntil(lockedUntil, now));

  const [reserved] = await queryRows<{ code_hash: string; failed_attempts: number }>(
    db,
    sql`UPDATE phone_verifications SET failed_attempts = failed_attempts + 1, updated_at = ${now}
        WHERE user_id = ${userId} AND phone_e164 = ${phone} AND code_hash IS NOT NULL AND code_expires_at > ${now}
          AND failed_attempts < ${PHONE_CODE_MAX_TRIES} AND (locked_until IS NULL OR locked_until <= ${now})
        RETURNING code_hash, failed_attempts`,
  );
  const thisAttempt = and(eq(pv.userId, userId), eq(pv.phoneE164, phone));
  if (!reserved) {
    const [row] = await db.select({ codeHash: pv.codeHash, expiresAt: pv.codeExpiresAt }).from(pv).where(thisAttempt);
    if (!row?.codeHash) throw phoneErrors.noCode();
    if (row.expiresAt && row.expiresAt <= now) throw phoneErrors.expired();
    // The tries ran out in a concurrent request, which locked this attempt.
    const lockedNow = await attemptLockedUntil(userId, phone, now, db);
    if (lockedNow) throw phoneErrors.locked(secondsUntil(lockedNow, now));
    throw phoneErrors.noCode();
  }

  if (!sameDigest(reserved.code_hash, codeDigest(userId, phone, code))) {
    const failed = Number(reserved.failed_attempts);
    if (failed < PHONE_CODE_MAX_TRIES) throw phoneErrors.wrong(PHONE_CODE_MAX_TRIES - failed);
    const until = new Date(now.getTime() + PHONE_LOCK_MINUTES * 60_000);
    await db
      .update(pv)
      .set({ lockedUntil: until, codeHash: null, codeExpiresAt: null, failedAttempts: 0, updatedAt: now })
      .where(thisAttempt);
    throw phoneErrors.locked(secondsUntil(until, now));
  }

  const voidCode = { codeHash: null, codeExpiresAt: null, failedAttempts: 0, updatedAt: now };
  if (await verifiedElsewhere(db, userId, phone)) {
    await db.update(pv).set(voidCode).where(thisAttempt);
    throw phoneErrors.taken();
  }
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ phoneVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.phoneE164, phone)));
      await tx.update(pv).set(voidCode).where(thisAttempt);
    });
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    await db.update(pv).set(voidCode).where(thisAttempt);
    throw phoneErrors.taken();
  }
  return requirePhoneState(userId, { now });
}
