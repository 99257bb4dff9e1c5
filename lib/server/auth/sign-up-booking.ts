import 'server-only';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { findConsultationIntent, readBookingPath } from '@/lib/server/meetings/booking-intent';
import { holdConsultationForSignUp, isClient, type SignUpHolder, type SignUpHoldOptions } from '@/lib/server/meetings/sign-up-hold';
import { findNotaryIntent, holdNotaryTimeForSignUp } from '@/lib/server/notary/notary-sign-up-hold';

// The sign-up detour's two kinds of booking (issues 45 and 43): a consultation's slot and a notarial
// appointment. Here, above meetings/ and notary/, because a notary's free times are notary/'s rule
// and notary/ builds on meetings/ (never the other way).

/**
 * Keeps the time a visitor chose (the booking path in `callbackPath`: readBookingPath) for their
 * account while they verify its e-mail: a sign-up hold, as long as a checkout's, one per account and
 * sign-up page (meetings/sign-up-hold.ts). Answers its expiry, or null when there is nothing to hold:
 * not a booking path, not an enabled client, nothing bookable there, or the time taken already.
 */
export async function holdSlotForSignUp(
  holder: SignUpHolder,
  callbackPath: string | null | undefined,
  options: SignUpHoldOptions = {},
): Promise<Date | null> {
  if (!isClient(holder)) return null;
  const booking = readBookingPath(callbackPath);
  if (!booking) return null;
  return booking.kind === 'notary'
    ? holdNotaryTimeForSignUp(holder, booking, options)
    : holdConsultationForSignUp(holder, booking, options);
}

/**
 * What the detour's pages say about the booking it started from ("You're booking Atty. X, <time>" or
 * "Your appointment with Atty. X, <service>, <time>"), from checked data; null when the path names
 * no booking one could make now.
 */
export async function findBookingIntent(path: string | null, now = new Date()): Promise<BookingIntent | null> {
  const booking = readBookingPath(path);
  if (!booking) return null;
  return booking.kind === 'notary' ? findNotaryIntent(booking, now) : findConsultationIntent(booking, now);
}
