import 'server-only';
import { PHONE_RESEND_SECONDS } from '@/lib/config/phone';
import type { RateLimitEntry, RateLimitRule } from './rate-limit';

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
  /**
   * One-time codes by SMS (each costs credits and lands on someone's phone). Every budget is a
   * requester's (issue 58): a stranger's asks never spend the number owner's. One a minute and ten
   * a day per account and number (the account's own attempt at it) ...
   */
  phoneCodeAccountNumber: { limit: 1, windowSeconds: PHONE_RESEND_SECONDS },
  phoneCodeAccountNumberDay: { limit: 10, windowSeconds: 24 * HOUR },
  /**
   * ... one a minute per client address and number, whichever of the address's accounts ask (issue 73 item 6: three
   * accounts of one address texted one number three times in a second). Per address, as the day's below: a
   * stranger elsewhere never makes the number's owner wait (issue 58).
   */
  phoneCodeIpNumber: { limit: 1, windowSeconds: PHONE_RESEND_SECONDS },
  /** ... 5 an hour per account, whichever numbers it tries ... */
  phoneCodeAccount: { limit: 5, windowSeconds: HOUR },
  /** ... 10 an hour per client address, however many accounts it signs up (issue 38: 100 codes in 13 s from one address) ... */
  phoneCodeIp: { limit: 10, windowSeconds: HOUR },
  /** ... and 10 a day per client address and number, so the accounts of one address cannot text one phone more than that. */
  phoneCodeIpNumberDay: { limit: 10, windowSeconds: 24 * HOUR },
  /**
   * Issue 73: every mail or text to an address a user typed — a payment link's mail, a call guest's
   * invitation, a phone's one-time code — spends one account's budget (typed-address-limits.ts): five
   * mails an hour, twenty messages a day with the codes of round 4 ...
   */
  typedAddressAccount: { limit: 5, windowSeconds: HOUR },
  typedAddressAccountDay: { limit: 20, windowSeconds: 24 * HOUR },
  /** ... and an address hears from us at most three times a day at anyone's asking, however many accounts ask. */
  typedAddressRecipientDay: { limit: 3, windowSeconds: 24 * HOUR },
  // "Where do I start?" e-mailed to oneself (issue 41): a mail to one's own address, a few an hour.
  whereToStartEmailUser: { limit: 5, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * The per-address limits that routes count before they read a body (issue 58), so that bodies which
 * turn out invalid, or are costly to parse, are counted like good ones. Keyed `<name>:ip:<address>`.
 */
const ADDRESS_LIMITS = {
  signup: AUTH_LIMITS.signUpIp,
  reset: AUTH_LIMITS.resetEmailIp,
  'reset-submit': AUTH_LIMITS.resetSubmitIp,
  'signin-link': AUTH_LIMITS.signInLinkIp,
  'signin-link-consume': AUTH_LIMITS.signInLinkConsumeIp,
  'verify-token': AUTH_LIMITS.verifyTokenIp,
  resend: AUTH_LIMITS.resendIp,
  'letter-verify': { limit: 30, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

export function addressLimits(name: keyof typeof ADDRESS_LIMITS, ip: string): RateLimitEntry[] {
  return [{ key: `${name}:ip:${ip}`, rule: ADDRESS_LIMITS[name] }];
}

/** The same for a signed-in requester: counted after the session is read, before the body. Keyed `<name>:user:<id>`. */
const ACCOUNT_LIMITS = {
  resend: AUTH_LIMITS.resendUser,
  'change-password': AUTH_LIMITS.changePasswordUser,
  /** A call start sends a burst of ICE candidates (a few dozen), an ICE restart another; a flood of hundreds is refused. */
  'call-signal': { limit: 150, windowSeconds: 10 },
} satisfies Record<string, RateLimitRule>;

export function accountLimits(name: keyof typeof ACCOUNT_LIMITS, userId: string): RateLimitEntry[] {
  return [{ key: `${name}:user:${userId}`, rule: ACCOUNT_LIMITS[name] }];
}
