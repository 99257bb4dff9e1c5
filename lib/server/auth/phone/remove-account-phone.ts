import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { phoneVerifications as pv, users } from '@/lib/db/schema';
import type { AccountPhoneResult } from '@/lib/dto/account-phone';
import { textsReachAbroad } from '@/lib/server/messaging/sms/sms-port';

/**
 * DELETE auth/account/phone: the account has no number any more (texts still queued for it are
 * skipped at delivery: the number is no longer the account's) and pending codes stop working, in
 * one transaction. A lock stays with its number: removing and adding it again buys no guesses.
 */
export async function removeAccountPhone(userId: string, now = new Date()): Promise<AccountPhoneResult> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ phoneE164: null, phoneVerifiedAt: null, updatedAt: now }).where(eq(users.id, userId));
    await tx.update(pv).set({ codeHash: null, codeExpiresAt: null, updatedAt: now }).where(eq(pv.userId, userId));
  });
  return { phone: null, texts_abroad: textsReachAbroad() };
}
