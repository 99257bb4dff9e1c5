import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { type NotaryOfferValues } from '@/lib/validation/notary-offer';
import { changeNotaryProfile } from './notary-change';

const o = t.notaryServiceOffers;

/**
 * PUT /api/v1/notary-public/offer (issue 43): whether visitors may book an in-person appointment in
 * the office hours, whether they may pay at the office and how many such appointments a day, and per service its fee, length and what to
 * bring. The offer list replaces the stored one; a service the profile does not list is refused and
 * nothing changes. `v` is the body as `readJson` parsed it (the schema turns pesos into centavos).
 */
export async function saveNotaryOffer(userId: string, v: NotaryOfferValues) {
  return changeNotaryProfile(userId, async (tx, profile) => {
    if (v.offers.some((offer) => !profile.services.includes(offer.service))) {
      throw new AppError('UNPROCESSABLE', 'notaryOffer.notOnProfile', { key: 'NOTARY_SERVICE_NOT_LISTED' });
    }
    const notaryId = profile._id!;
    await tx
      .update(t.notaryProfiles)
      .set({
        takesBookings: v.takes_bookings,
        payAtOffice: v.pay_at_office,
        ...(v.pay_at_office_per_day === undefined ? {} : { payAtOfficePerDay: v.pay_at_office_per_day }),
      })
      .where(eq(t.notaryProfiles.id, notaryId));
    const kept = v.offers.map((offer) => offer.service);
    await tx.delete(o).where(kept.length ? and(eq(o.notaryId, notaryId), notInArray(o.service, kept)) : eq(o.notaryId, notaryId));
    if (v.offers.length) {
      await tx
        .insert(o)
        .values(
          v.offers.map((offer) => ({
            notaryId,
            service: offer.service,
            feeCentavos: offer.fee_centavos,
            durationMinutes: offer.duration_minutes,
            checklist: offer.checklist,
          })),
        )
        .onConflictDoUpdate({
          target: [o.notaryId, o.service],
          set: {
            feeCentavos: sql`excluded.fee_centavos`,
            durationMinutes: sql`excluded.duration_minutes`,
            checklist: sql`excluded.checklist`,
            updatedAt: sql`now()`,
          },
        });
    }
    return { saved: true as const };
  });
}
