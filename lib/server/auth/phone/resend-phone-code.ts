import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { PhoneState } from '@/lib/dto/account-phone';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { assertCodeMayBeSent, issuePhoneCode } from './issue-phone-code';
import { phoneErrors } from './phone-messages';
import { requirePhoneState } from './phone-state';

/**
 * POST auth/account/phone/resend: a new code for the unverified number (the older one stops working),
 * within the limits (`ip`: the client address they count). Also the first code of a number given at
 * sign-up whose code could not go out when the e-mail was verified.
 */
export async function resendPhoneCode(userId: string, ip: string, now = new Date()): Promise<PhoneState> {
  const db = await getDb();
  const [current] = await db.select({ phone: users.phoneE164, verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!current?.phone) throw phoneErrors.noPhone();
  if (current.verifiedAt) return requirePhoneState(userId, { now });
  const phone = current.phone;
  const { taken } = await assertCodeMayBeSent(userId, phone, ip, now);
  // The text follows the commit (the outbox's kick), never awaited here.
  await transactionWithEvents(db, (tx) => issuePhoneCode(tx, userId, phone, now, { taken }));
  return requirePhoneState(userId, { now });
}
