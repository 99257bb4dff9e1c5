import 'server-only';
import { attorneyName } from '@/lib/format/attorney-name';
import { getDb, tables as t } from '@/lib/db';
import type { NotaryIntent } from '@/lib/dto/booking-intent';
import { intentTime, type NotaryPath } from '@/lib/server/meetings/booking-intent';
import { holdTimeForSignUp, type SignUpHolder, type SignUpHoldOptions } from '@/lib/server/meetings/sign-up-hold';
import { bookableOffer, findNotarySlots, offersStart } from './notary-slots';

/** The notary (their lawyer account, whose calendar it is), their public name and the service's length; null when not bookable. */
async function findBookableOffer(booking: NotaryPath) {
  const offer = bookableOffer(booking.notaryId, booking.service);
  const db = await getDb();
  const [row] = await db
    .select({
      lawyerId: t.notaryProfiles.userId,
      displayName: t.notaryProfiles.displayName,
      duration: t.notaryServiceOffers.durationMinutes,
    })
    .from(t.notaryProfiles)
    .innerJoin(t.notaryServiceOffers, offer.on)
    .where(offer.where)
    .limit(1);
  return row ?? null;
}

/**
 * Keeps the notarial appointment a visitor chose on a notary's page (the service and time in the
 * callback) for their account while they verify its e-mail, as a consultation's slot is kept (issue
 * 43): a sign-up hold on the notary's own calendar for the service's length, so nobody else books
 * the time meanwhile and bookNotaryAppointment lets its holder through. The time must be one
 * findNotarySlots offers (office hours, the quarter hour, the notice, free) — looked at under the
 * calendar lock, once the account's earlier hold is gone. Null when there is nothing to hold.
 */
export async function holdNotaryTimeForSignUp(
  holder: SignUpHolder,
  booking: NotaryPath,
  options: SignUpHoldOptions = {},
): Promise<Date | null> {
  const now = options.now ?? new Date();
  const offer = await findBookableOffer(booking);
  if (!offer) return null;
  const { notaryId, service, start } = booking;
  return holdTimeForSignUp(
    holder,
    {
      lawyerId: offer.lawyerId,
      start,
      end: new Date(start.getTime() + offer.duration * 60_000),
      stillOffered: async (tx) => offersStart(await findNotarySlots(notaryId, service, { now, holderId: holder.id, db: tx }), start),
    },
    { ...options, now },
  );
}

/**
 * "Your appointment with Atty. X, Affidavit of loss, Tue 2 Dec, 10:00 AM (Philippine time)" on every
 * step of the sign-up detour: the notary's public name and the service's length from the database
 * (a notary clients may book now, offering that service), the time from a start still ahead.
 */
export async function findNotaryIntent(booking: NotaryPath, now: Date): Promise<NotaryIntent | null> {
  const time = intentTime(booking.start, now);
  if (!time) return null;
  const offer = await findBookableOffer(booking);
  if (!offer) return null;
  return {
    kind: 'notary',
    lawyer_name: attorneyName(offer.displayName),
    service: booking.service,
    duration_minutes: offer.duration,
    ...time,
  };
}
