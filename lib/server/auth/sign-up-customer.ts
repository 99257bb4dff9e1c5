import 'server-only';
import { recordPolicyAcceptance } from '@/lib/server/privacy/consents';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { pgErrorCode } from '@/lib/server/platform/http/errors';
import type { customerSignUpSchema } from '@/lib/validation/sign-up';
import { userColumns } from './find-user';
import { hashPassword } from '@/lib/server/platform/security/password';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { assertNumberReachable } from './phone/number-reachable';
import { SIGN_UP_ACCEPTED, mailExistingOwnerLater, mailVerificationLinkLater, signUpEmailLimits } from './sign-up';

/**
 * A CUSTOMER account with an unverified e-mail; its verification link (which also signs it in) is
 * mailed after the answer. A mobile number given is stored unverified: its code is texted once the
 * e-mail is verified (verifyEmail), never before. An address that has an account gets the same
 * answer and its owner a mail. The password is hashed either way, so both take the same time.
 */
export async function signUpCustomer(input: z.output<typeof customerSignUpSchema>): Promise<typeof SIGN_UP_ACCEPTED> {
  await enforceRateLimits(signUpEmailLimits(input.email));
  if (input.phone) assertNumberReachable(input.phone);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  try {
    // The account and the consents it ticked (the versions of the Terms and Privacy Policy) commit together.
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          type: 'CUSTOMER',
          firstName: input.first_name,
          lastName: input.last_name,
          termsAcceptedAt: sql`now()`,
          // Its code waits for the e-mail's verification (sendWaitingPhoneCode).
          phoneE164: input.phone ?? null,
          language: input.language,
          ...(input.timezone ? { timezone: input.timezone } : {}),
        })
        .returning(userColumns);
      await recordPolicyAcceptance(tx, row.id, 'SIGN_UP');
      return row;
    });
    mailVerificationLinkLater(created, input.callback_url, input.hold_key);
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    mailExistingOwnerLater(input.email, input.callback_url);
  }
  return SIGN_UP_ACCEPTED;
}
