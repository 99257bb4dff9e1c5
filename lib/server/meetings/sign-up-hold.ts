import 'server-only';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { pgErrorCode } from '@/lib/server/platform/http/errors';
import { expireStaleHolds } from './expire-holds';
import type { ConsultationPath } from './booking-intent';
import { holdMinutes } from './constants';
import { isOfferedSlot } from './is-offered-slot';
import { isSlotTaken } from './is-slot-taken';
import { loadBookableLawyer } from './load-bookable-lawyer';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';

export type SignUpHolder = { id: string; type: string; disabledAt?: Date | null };
export type SignUpHoldOptions = { holdKey?: string; now?: Date };

/**
 * Sign-up holds (of accounts whose e-mail is not verified yet) one calendar carries at once (issue 58:
 * 21 unverified holds took 61 of a notary's 272 start times). A sign-up past it keeps no time; its
 * account books once verified, as anyone does.
 */
export const MAX_SIGN_UP_HOLDS_PER_CALENDAR = 3;

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Keeps the consultation slot a visitor tapped for their account while they verify its e-mail (issue
 * 45). Null when there is nothing to hold: a lawyer not bookable, a duration or a start not offered,
 * or the time taken already (holdTimeForSignUp). Both kinds of booking path: holdSlotForSignUp in
 * auth/sign-up-booking.ts.
 */
export async function holdConsultationForSignUp(
  holder: SignUpHolder,
  booking: ConsultationPath,
  options: SignUpHoldOptions = {},
): Promise<Date | null> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const lawyer = await loadBookableLawyer(db, booking.lawyerId);
  if (!lawyer || !lawyer.prices.has(booking.duration) || !isOfferedSlot(lawyer, booking.start, booking.duration, now)) return null;
  return holdTimeForSignUp(
    holder,
    { lawyerId: lawyer.id, start: booking.start, end: minutesFrom(booking.start, booking.duration) },
    { ...options, now },
  );
}

/** Only an enabled client's account gets a sign-up hold (checked again where it is written). */
export const isClient = (holder: SignUpHolder) => holder.type === 'CUSTOMER' && !holder.disabledAt;

/**
 * The sign-up hold itself, of [start, end) on the lawyer's calendar (a consultation, or a notarial
 * appointment on the notary's own calendar): as long as a checkout's hold (BOOKING_HOLD_MINUTES),
 * one per account — a new one replaces the last, as it replaces one made with the same `holdKey`
 * (the sign-up page's random id: the visitor corrected their address). Made by the sign-up only, never
 * renewed or moved by a resend (issue 58); at most MAX_SIGN_UP_HOLDS_PER_CALENDAR live on one calendar.
 * Answers its expiry, or null when the time is taken already, the calendar has its holds, or
 * `stillOffered` says no.
 *
 * Like a booking, in one transaction under the lawyer's calendar lock, after this lawyer's lapsed
 * holds are ended; `stillOffered` looks inside it, once the account's and the page's earlier hold are
 * gone (their time is free again for this holder). The EXCLUDE constraint on time_holds is the
 * judge, so a booking that raced us in means no hold (23P01), not an error. Called after the
 * sign-up's answer has gone (the answer must not depend on whether the address had an account).
 */
export async function holdTimeForSignUp(
  holder: SignUpHolder,
  time: { lawyerId: string; start: Date; end: Date; stillOffered?: (tx: Db) => Promise<boolean> },
  options: SignUpHoldOptions = {},
): Promise<Date | null> {
  const now = options.now ?? new Date();
  if (!isClient(holder)) return null;
  const { lawyerId, start, end } = time;
  const expiresAt = minutesFrom(now, holdMinutes());
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await lockLawyerCalendar(tx, lawyerId);
      await expireStaleHolds(tx, { lawyerId, now });
      await releaseExpiredSignUpHolds(tx, { lawyerId, now });
      // One hold per account, and per sign-up page: the address corrected, the new account takes over.
      const mine = eq(t.signUpHolds.customerId, holder.id);
      await tx.delete(t.signUpHolds).where(options.holdKey ? or(mine, eq(t.signUpHolds.holdKey, options.holdKey)) : mine);
      // A few at a time per calendar (issue 58): fresh sign-ups cost nothing, so they may not hold a calendar.
      const [{ live }] = await tx
        .select({ live: sql<number>`count(*)::int` })
        .from(t.signUpHolds)
        .where(and(eq(t.signUpHolds.lawyerId, lawyerId), gt(t.signUpHolds.expiresAt, now)));
      if (Number(live) >= MAX_SIGN_UP_HOLDS_PER_CALENDAR) return null;
      if (time.stillOffered && !(await time.stillOffered(tx))) return null;
      if (await isSlotTaken(tx, lawyerId, start, end, now)) return null;
      await tx.insert(t.signUpHolds).values({
        customerId: holder.id,
        lawyerId,
        startAt: start,
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
