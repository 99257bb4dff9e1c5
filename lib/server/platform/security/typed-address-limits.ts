import 'server-only';
import { AUTH_LIMITS } from './limits';
import { enforceRateLimits, retryInWords, subjectKey, type ErrorWordsRef, type RateLimitEntry } from './rate-limit';

/**
 * Issue 73 item 1: the platform mailed any address a user typed, as often as they liked (twenty call
 * invitations in five seconds from a fresh account, each new link mailed again). Every mail or text we
 * send to an address a user typed is now counted in rate_limit_buckets, by the mechanism of the code
 * limits of round 4 (phone/code-limits.ts): keyed by the account and by a digest of the address, after
 * the body (they count what a valid request sends, so a refusal spends nothing else). Three budgets —
 * the account's hour, the account's day, which the phone's one-time codes spend too (typedAddressDay),
 * and the recipient's day, whoever asks (a farm of accounts cannot bury one inbox). A refusal is a 429
 * saying when to try again; the caller checks them before it writes, so nothing is created or sent.
 */

const accountWords = (seconds: number): ErrorWordsRef => ({ key: 'mail.tooManyMessages', params: retryInWords(seconds) });
const recipientWords = (seconds: number): ErrorWordsRef => ({ key: 'mail.recipientHadEnough', params: retryInWords(seconds) });

/** The account's day of messages to typed addresses, shared with the phone's codes (their own words on a refusal). */
export function typedAddressDay(userId: string, error: RateLimitEntry['error'] = accountWords): RateLimitEntry {
  return { key: `typed-address:account-day:${userId}`, rule: AUTH_LIMITS.typedAddressAccountDay, error, afterBody: true };
}

/** Counts one mail from `userId` to `address` against the three budgets; a 429 (and nothing sent) past any of them. */
export async function countTypedAddressMail(userId: string, address: string): Promise<void> {
  await enforceRateLimits([
    { key: `typed-address:account:${userId}`, rule: AUTH_LIMITS.typedAddressAccount, error: accountWords, afterBody: true },
    typedAddressDay(userId),
    {
      key: `typed-address:recipient:${subjectKey(address)}`,
      rule: AUTH_LIMITS.typedAddressRecipientDay,
      error: recipientWords,
      afterBody: true,
    },
  ]);
}
