import 'server-only';
import { PHONE_CODE_TTL_MINUTES } from '@/lib/config/phone';
import { AppError } from '@/lib/server/http/errors';

/** "in 45 seconds", "in 1 minute", "in 52 minutes", "in 5 hours": when to try again, without a zone to misread. */
function inWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds > 2 * 3600) return `in ${Math.ceil(seconds / 3600)} hours`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The phone's refusals, each with its status and a sentence the settings page shows as it is. */
export const phoneErrors = {
  noPhone: () => new AppError('CONFLICT', 'Add a mobile number first.', { key: 'NO_PHONE' }),
  /**
   * A number another account verified: said instead of texting its owner a code (issue 58), and no
   * more than that (not whose, nor what kind of account). After the asker's code limits are counted.
   */
  taken: () => new AppError('CONFLICT', 'This number is already verified on another account.', { key: 'PHONE_TAKEN' }),
  /** No code before the e-mail address is proved (issue 38: codes were farmed from throwaway sign-ups). */
  emailFirst: () =>
    new AppError('FORBIDDEN', 'Verify your e-mail address first. Then we can text your number a code.', { key: 'EMAIL_NOT_VERIFIED' }),
  unreachable: () =>
    new AppError('BAD_REQUEST', 'We can text only Philippine mobile numbers (+63 9…) for now.', { key: 'PHONE_UNREACHABLE' }),
  optedOut: () =>
    new AppError(
      'CONFLICT',
      'This number has opted out of our texts (it replied STOP). Reply START to our texts first, then send a new code.',
      {
        key: 'PHONE_OPTED_OUT',
      },
    ),
  /** Five wrong codes lock this account's attempt at the number (not the number for its owner elsewhere). */
  locked: (retryAfterSeconds: number) =>
    new AppError('TOO_MANY_REQUESTS', `Too many wrong codes. You can try this number again ${inWords(retryAfterSeconds)}.`, {
      key: 'PHONE_LOCKED',
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  dailyCap: () =>
    new AppError('TOO_MANY_REQUESTS', 'We have sent this account as many texts as we send in a day. Please try again tomorrow.', {
      key: 'RATE_LIMITED',
    }),
  budgetReached: (retryAfterSeconds: number) =>
    new AppError('TOO_MANY_REQUESTS', `We cannot send codes right now. Please try again ${inWords(retryAfterSeconds)}.`, {
      key: 'RATE_LIMITED',
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  noCode: () => new AppError('BAD_REQUEST', 'No code is waiting for this number. Send a new code.', { key: 'NO_CODE' }),
  expired: () => new AppError('BAD_REQUEST', 'This code has expired. Send a new code.', { key: 'CODE_EXPIRED' }),
  wrong: (triesLeft: number) =>
    new AppError('BAD_REQUEST', `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`, {
      key: 'CODE_WRONG',
    }),
};

/** The 429 texts of the code limits (lib/server/security/limits.ts). */
export const codeLimitMessages = {
  perMinute: (seconds: number) => `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for another code.`,
  perHour: (seconds: number) => `Too many codes were sent. Please try again ${inWords(seconds)}.`,
};

export const CODE_TTL_MS = PHONE_CODE_TTL_MINUTES * 60_000;
