import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/platform/http/errors';
import { formatPhoneDisplay } from '@/lib/validation/phone';
import { logger } from '@/lib/server/platform/log/logger';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { assertCodeMayBeSent, issuePhoneCode } from './issue-phone-code';

/**
 * When an account's e-mail address has just been verified: the code for the number given at sign-up,
 * which waited for it (no text goes to an account whose address is not proved, issue 38). The code
 * is recorded now and texted after the commit by the outbox; `ip` is the verifying request's address, counted like
 * any other. Returns the number as shown ("+63 917 123 4567") when a code was recorded, so the page
 * can say where it went; null when there is no waiting number or a code may not be sent now (locked,
 * opted out, limited): the settings page then offers "Send code" and says why.
 */
export async function sendWaitingPhoneCode(userId: string, ip: string, now = new Date()): Promise<string | null> {
  const db = await getDb();
  const [user] = await db.select({ phone: users.phoneE164, verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user?.phone || user.verifiedAt) return null;
  const phone = user.phone;
  try {
    const { taken } = await assertCodeMayBeSent(userId, phone, ip, now);
    await transactionWithEvents(db, (tx) => issuePhoneCode(tx, userId, phone, now, { taken }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger().info({ user_id: userId, key: error.key }, 'waiting phone code not sent');
    return null;
  }
  return formatPhoneDisplay(phone);
}
