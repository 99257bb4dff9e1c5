import 'server-only';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { pgErrorCode } from '@/lib/server/http/errors';
import { expireStaleHolds } from './expire-holds';
import { readBookingPath } from './booking-intent';
import { holdMinutes } from './constants';
import { isOfferedSlot } from './is-offered-slot';
import { isSlotTaken } from './is-slot-taken';
import { loadBookableLawyer } from './load-bookable-lawyer';
import { lockLawyerCalendar } from './lock-lawyer-calendar';

type Holder = { id: string; type: string; disabledAt?: Date | null };

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Keeps the slot a visitor tapped (the booking path in `callbackPath`) for their account while they
 * verify its e-mail (issue 45): a sign-up hold as long as a checkout's (BOOKING_HOLD_MINUTES), one per
 * account — a new one replaces the last, as it replaces one made with the same `holdKey` (the sign-up
 * page's random id: the visitor corrected their address). Answers its expiry, or null when there is nothing to hold: not
 * a booking path, not a client, a lawyer not bookable, a start not offered, or the time taken already.
 *
 * Like a booking, in one transaction under the lawyer's calendar lock, after this lawyer's lapsed
 * holds are ended; the EXCLUDE constraint on time_holds is the judge, so a booking that raced us in
 * means no hold (23P01), not an error. Called after the sign-up's answer has gone (the answer must
 * not depend on whether the address had an account).
 */
export async function holdSlotForSignUp(
  holder: Holder,
  callbackPath: string | null | undefined,
  options: { holdKey?: string; now?: Date } = {},
): Promise<Date | null> {
  const now = options.now ?? new Date();
  if (holder.type !== 'CUSTOMER' || holder.disabledAt) return null;
  const booking = readBookingPath(callbackPath);
  if (!booking) return null;
  const db = await getDb();
  const lawyer = await loadBookableLawyer(db, booking.lawyerId);
  if (!lawyer || !lawyer.prices.has(booking.duration) || !isOfferedSlot(lawyer, booking.start, booking.duration, now)) return null;
  const end = minutesFrom(booking.start, booking.duration);
  const expiresAt = minutesFrom(now, holdMinutes());
  try {
    return await db.transaction(async (tx) => {
      await lockLawyerCalendar(tx, lawyer.id);
      await expireStaleHolds(tx, { lawyerId: lawyer.id, now });
      await releaseExpiredSignUpHolds(tx, { lawyerId: lawyer.id, now });
      // One hold per account, and per sign-up page: the address corrected, the new account takes over.
      const mine = eq(t.signUpHolds.customerId, holder.id);
      await tx.delete(t.signUpHolds).where(options.holdKey ? or(mine, eq(t.signUpHolds.holdKey, options.holdKey)) : mine);
      if (await isSlotTaken(tx, lawyer.id, booking.start, end, now)) return null;
      await tx.insert(t.signUpHolds).values({
        customerId: holder.id,
        lawyerId: lawyer.id,
        startAt: booking.start,
        endAt: end,
        expiresAt,
        holdKey: options.holdKey ?? null,
      });
      return expiresAt;
    });
  } catch (error) {
    if (pgErrorCode(error) === '23P01') return null;
    throw error;
  }
}

/**
 * Deletes sign-up holds whose time is up (their time_holds rows go with them): from the scheduler,
 * and for one lawyer inside every booking and hold of that lawyer, as lapsed payment holds are.
 * Until then lawyer_busy() and isSlotTaken already ignore them. `andHeldBy`: a booking also releases
 * its client's own hold, which gives way to the meeting — in the same statement (one round trip).
 */
export async function releaseExpiredSignUpHolds(
  db: Db,
  options: { lawyerId?: string; now?: Date; andHeldBy?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const lapsed = lte(t.signUpHolds.expiresAt, now);
  const expired = options.lawyerId ? and(lapsed, eq(t.signUpHolds.lawyerId, options.lawyerId)) : lapsed;
  const rows = await db
    .delete(t.signUpHolds)
    .where(options.andHeldBy ? or(expired, eq(t.signUpHolds.customerId, options.andHeldBy)) : expired)
    .returning({ id: t.signUpHolds.id });
  return rows.length;
}

/**
 * The link is followed: the booking continues, so a hold still running gets a fresh window (never a
 * shorter one) for the booking form. Once only, as a verification link is used once.
 */
export async function extendSignUpHold(customerId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(t.signUpHolds)
    .set({ expiresAt: sql`greatest(${t.signUpHolds.expiresAt}, ${minutesFrom(now, holdMinutes()).toISOString()}::timestamptz)` })
    .where(and(eq(t.signUpHolds.customerId, customerId), gt(t.signUpHolds.expiresAt, now)));
}
