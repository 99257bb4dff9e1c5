import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { AUTH_MESSAGES } from '@/lib/validation/messages';
import { consumeAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { markIbpVerified } from '@/lib/server/auth/sign-up-lawyer';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyers/profile/profile-change';

/** The admin's single-use link (mailed at lawyer sign-up) marks the lawyer's IBP membership verified. */
export async function verifyIbp(token: string): Promise<{ message: string }> {
  const userId = await consumeAuthToken(token, 'VERIFY_IBP');
  if (!userId) throw new AppError('BAD_REQUEST', 'common.verificationFailed', { key: 'INVALID_TOKEN' });
  // A complete, public profile waiting only for this check appears on the static pages at once.
  const before = await readListingFacts(userId);
  await markIbpVerified(userId);
  await revalidateLawyerListing(userId, before);
  return { message: AUTH_MESSAGES.ibpVerified };
}
