import 'server-only';
import { PHONE_RESEND_SECONDS } from '@/lib/config/phone';
import type { RateLimitRule } from './rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits (ASVS 6.3.5). Sign-in counts failures: per account AND address (the limit that
 * trips first for a guesser), per address across accounts (spraying), and per account from
 * untrusted devices (distributed guessing). The owner's known device (device-cookie.ts) counts only
 * in its own bucket, so no failures from elsewhere ever block it.
 */
export const AUTH_LIMITS = {
  signInAccountIp: { limit: 20, windowSeconds: 15 * MINUTE },
  signInDevice: { limit: 20, windowSeconds: 15 * MINUTE },
  signInIp: { limit: 100, windowSeconds: 15 * MINUTE },
  // The password asked before an account deletion: a stolen session must not be a password oracle.
  deleteAccountPassword: { limit: 10, windowSeconds: 15 * MINUTE },
  signInAccount: { limit: 100, windowSeconds: HOUR },
  signUpIp: { limit: 20, windowSeconds: HOUR },
  signUpEmail: { limit: 5, windowSeconds: HOUR },
  resetEmailIp: { limit: 20, windowSeconds: HOUR },
  resetEmailAccount: { limit: 5, windowSeconds: HOUR },
  resetSubmitIp: { limit: 30, windowSeconds: HOUR },
  resendUser: { limit: 5, windowSeconds: HOUR },
  resendIp: { limit: 20, windowSeconds: HOUR },
  changePasswordUser: { limit: 10, windowSeconds: 15 * MINUTE },
  verifyTokenIp: { limit: 60, windowSeconds: HOUR },
  /** E-mailed sign-in links (an owner locked out on a new device): per address, against mail bombing of many accounts. */
  signInLinkIp: { limit: 20, windowSeconds: HOUR },
  /** ... and per account (counted for unknown addresses too, so the answer does not differ): a few links an hour. */
  signInLinkAccount: { limit: 5, windowSeconds: HOUR },
  /** Submitting a link's token: per address, so tokens cannot be guessed at speed. */
  signInLinkConsumeIp: { limit: 30, windowSeconds: HOUR },
  /** One-time codes by SMS (each costs credits and lands on someone's phone): one a minute per number, across accounts ... */
  phoneCodeNumber: { limit: 1, windowSeconds: PHONE_RESEND_SECONDS },
  /** ... at most 5 an hour and 10 a day per number, so many accounts cannot text a stranger's phone (nor guess its codes for long) ... */
  phoneCodeNumberHour: { limit: 5, windowSeconds: HOUR },
  phoneCodeNumberDay: { limit: 10, windowSeconds: 24 * HOUR },
  /** ... 5 an hour per account, whichever numbers it tries ... */
  phoneCodeAccount: { limit: 5, windowSeconds: HOUR },
  /** ... and 10 an hour per client address, however many accounts it signs up (issue 38: 100 codes in 13 s from one address). */
  phoneCodeIp: { limit: 10, windowSeconds: HOUR },
  // "Where do I start?" e-mailed to oneself (issue 41): a mail to one's own address, a few an hour.
  triageEmailUser: { limit: 5, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;
