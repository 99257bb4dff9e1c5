import 'server-only';
import { and, eq, notInArray } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { findReferenceCity } from '@/lib/reference/notary-cities';
import { notaryProfileSchema } from '@/lib/validation/notary';
import { changeNotaryProfile } from './notary-change';

/** PUT /api/v1/notary-public: the commission and office details; the city's name and region follow its slug. */
export async function saveNotaryProfile(userId: string, input: unknown) {
  const v = notaryProfileSchema.parse(input);
  const city = findReferenceCity(v.city_slug)!;
  return changeNotaryProfile(userId, async (tx, profile) => {
    await tx
      .update(t.notaryProfiles)
      .set({
        commissionNumber: v.commission_number,
        commissioningCourt: v.commissioning_court,
        territory: v.territory,
        commissionExpiresOn: v.commission_expires_on,
        rollNumber: v.roll_number,
        ibpNumber: v.ibp_number,
        ptrNumber: v.ptr_number,
        mcleNumber: v.mcle_number,
        officeAddress: v.office_address,
        city: city.name,
        citySlug: city.slug,
        region: city.region,
        officeDays: v.office_days,
        opensAt: v.opens_at,
        closesAt: v.closes_at,
        phone: v.phone,
        email: v.email,
        services: v.services,
        feesNote: v.fees_note,
      })
      .where(eq(t.notaryProfiles.userId, userId));
    // An appointment offer goes with its service (issue 43).
    const o = t.notaryServiceOffers;
    await tx.delete(o).where(and(eq(o.notaryId, profile._id!), notInArray(o.service, v.services)));
    return { saved: true as const };
  });
}
