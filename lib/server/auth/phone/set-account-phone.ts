import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { PhoneState } from '@/lib/dto/account-phone';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { assertCodeMayBeSent, issuePhoneCode } from './issue-phone-code';
import { requirePhoneState } from './phone-state';

/**
 * PUT auth/account/phone: stores the number (E.164, already parsed by phoneInputSchema) unverified and
 * texts it a code, in one transaction (the number, the code's digest, the text's row and its event);
 * the text goes out after the commit, by the outbox's kick. The verified number, typed again, is left as it is and gets no code. Refusals
 * (e-mail not verified, unreachable, locked, opted out, limits from `ip`, a number verified on
 * another account — 409, its owner never texted — and the overall budget) come before any write.
 */
export async function setAccountPhone(userId: string, e164: string, ip: string, now = new Date()): Promise<PhoneState> {
  const db = await getDb();
  const [current] = await db.select({ phone: users.phoneE164, verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  if (current?.phone === e164 && current.verifiedAt) return requirePhoneState(userId, { now });
  const { taken } = await assertCodeMayBeSent(userId, e164, ip, now);
  await transactionWithEvents(db, async (tx) => {
    await tx.update(users).set({ phoneE164: e164, phoneVerifiedAt: null, updatedAt: now }).where(eq(users.id, userId));
    await issuePhoneCode(tx, userId, e164, now, { taken });
  });
  return requirePhoneState(userId, { now });
}
