import 'server-only';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { afterResponse } from '@/lib/server/http/after-response';
import { logger } from '../log/logger';
import { deliverSmsNow } from '../sms/deliver-sms';
import { assertCodeMayBeSent, issuePhoneCode } from './issue-phone-code';

/**
 * After a sign-up's answer: the code for the number given with it (stored unverified on the new
 * account). After the answer, like the verification mail, so the sign-up takes as long and answers
 * the same whatever the number. A code that may not be sent (a number verified elsewhere, locked,
 * opted out, limited) is simply not sent: the settings page offers "Send a new code", and says why.
 */
export function sendSignUpCodeLater(userId: string, e164: string): void {
  afterResponse('sign-up phone code', async () => {
    const now = new Date();
    try {
      await assertCodeMayBeSent(userId, e164, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      logger().info({ user_id: userId, key: error.key }, 'sign-up phone code not sent');
      return;
    }
    const smsId = await (await getDb()).transaction((tx) => issuePhoneCode(tx, userId, e164, now));
    await deliverSmsNow(smsId);
  });
}
