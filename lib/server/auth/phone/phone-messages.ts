import 'server-only';
import { PHONE_CODE_TTL_MINUTES } from '@/lib/config/phone';
import { AppError } from '@/lib/server/platform/http/errors';
import { retryInWords as inWords, type ErrorWordsRef } from '@/lib/server/platform/security/rate-limit';

/** The phone's refusals, each with its status and a sentence the settings page shows as it is. */
export const phoneErrors = {
  noPhone: () => new AppError('CONFLICT', 'phone.addMobileNumberFirst', { key: 'NO_PHONE' }),
  /**
   * A number another account verified: said instead of texting its owner a code (issue 58), and no
   * more than that (not whose, nor what kind of account). After the asker's code limits are counted.
   */
  taken: () => new AppError('CONFLICT', 'phone.numberAlreadyVerifiedAnother', { key: 'PHONE_TAKEN' }),
  /** No code before the e-mail address is proved (issue 38: codes were farmed from throwaway sign-ups). */
  emailFirst: () => new AppError('FORBIDDEN', 'phone.verifyEMailAddress', { key: 'EMAIL_NOT_VERIFIED' }),
  unreachable: () => new AppError('BAD_REQUEST', 'phone.weTextOnlyPhilippine', { key: 'PHONE_UNREACHABLE' }),
  optedOut: () =>
    new AppError('CONFLICT', 'phone.numberOptedOutOur', {
      key: 'PHONE_OPTED_OUT',
    }),
  /** Five wrong codes lock this account's attempt at the number (not the number for its owner elsewhere). */
  locked: (retryAfterSeconds: number) =>
    new AppError('TOO_MANY_REQUESTS', 'phone.locked', {
      params: inWords(retryAfterSeconds),
      key: 'PHONE_LOCKED',
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  dailyCap: () =>
    new AppError('TOO_MANY_REQUESTS', 'phone.weSentAccountAs', {
      key: 'RATE_LIMITED',
    }),
  budgetReached: (retryAfterSeconds: number) =>
    new AppError('TOO_MANY_REQUESTS', 'phone.budgetReached', {
      params: inWords(retryAfterSeconds),
      key: 'RATE_LIMITED',
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  noCode: () => new AppError('BAD_REQUEST', 'phone.noCodeWaitingNumber', { key: 'NO_CODE' }),
  expired: () => new AppError('BAD_REQUEST', 'common.codeExpired', { key: 'CODE_EXPIRED' }),
  wrong: (triesLeft: number) =>
    new AppError('BAD_REQUEST', 'common.codeWrong', {
      params: { triesLeft },
      key: 'CODE_WRONG',
    }),
};

/** The 429 texts of the code limits (lib/server/platform/security/limits.ts). */
export const codeLimitMessages = {
  perMinute: (seconds: number): ErrorWordsRef => ({ key: 'phone.waitBeforeCode', params: { seconds } }),
  perHour: (seconds: number): ErrorWordsRef => ({ key: 'phone.tooManyCodes', params: inWords(seconds) }),
};

export const CODE_TTL_MS = PHONE_CODE_TTL_MINUTES * 60_000;
