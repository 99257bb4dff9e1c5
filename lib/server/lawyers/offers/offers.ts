import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { SERVICE_CATALOGUE, SERVICE_TYPES, type ServiceType } from '@/features/services/reference/legal-services';
import type { OwnServiceOfferDto, ServiceOffersDto } from '@/features/services/dto/service-orders';
import type { ServiceOffersInput } from '@/features/services/validation/service-orders';
import { appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { affectedListingPaths, revalidateListing } from '@/lib/server/lawyers/profile/listing-paths';
import { profileNotFound } from '@/lib/server/lawyers/profile/own-profile';
import { readListingFacts } from '@/lib/server/lawyers/profile/profile-change';

type OfferRow = { serviceType: ServiceType; pricePesos: number; turnaroundDays: number; sendPricePesos: number | null };

/** In the catalogue's order (features/services/reference/legal-services.ts), whatever order they were saved in. */
const catalogueOrder = (a: OfferRow, b: OfferRow) => SERVICE_TYPES.indexOf(a.serviceType) - SERVICE_TYPES.indexOf(b.serviceType);

const offerDto = (o: OfferRow): OwnServiceOfferDto => ({
  service_type: o.serviceType,
  price_pesos: o.pricePesos,
  turnaround_days: o.turnaroundDays,
  revisions: SERVICE_CATALOGUE[o.serviceType].revisions,
  // A type that lost its sending option since it was saved is not sent any more.
  send_price_pesos: SERVICE_CATALOGUE[o.serviceType].sending ? o.sendPricePesos : null,
});

async function readOffers(db: Db, lawyerId: string): Promise<ServiceOffersDto> {
  const rows = await db
    .select({
      serviceType: t.lawyerServiceOffers.serviceType,
      pricePesos: t.lawyerServiceOffers.pricePesos,
      turnaroundDays: t.lawyerServiceOffers.turnaroundDays,
      sendPricePesos: t.lawyerServiceOffers.sendPricePesos,
    })
    .from(t.lawyerServiceOffers)
    .where(eq(t.lawyerServiceOffers.lawyerId, lawyerId))
    .orderBy(asc(t.lawyerServiceOffers.serviceType));
  // A type dropped from the catalogue since it was saved is not offered any more.
  return {
    offers: rows
      .filter((r) => r.serviceType in SERVICE_CATALOGUE)
      .sort(catalogueOrder)
      .map(offerDto),
  };
}

/** GET lawyers/profile/services, and the `service_offers` of a public profile (its caller checked the lawyer is listed). */
export async function findServiceOffers(lawyerId: string): Promise<ServiceOffersDto> {
  return readOffers(await getDb(), lawyerId);
}

/**
 * PUT lawyers/profile/services: the whole set replaces the old one in one transaction, the profile row locked so two
 * saves queue. The schema (serviceOffersSchema) already held each price and turnaround to its type's bounds and each
 * type to once. Orders already placed keep the terms they were ordered at (copied into service_orders). After the
 * commit the static pages that show the lawyer's card (its offer lines) are revalidated, as for a profile change;
 * offers change neither completeness nor listing, so the profile's own save path (changeProfile) is not needed.
 */
export async function saveServiceOffers(lawyerId: string, input: ServiceOffersInput): Promise<ServiceOffersDto> {
  const db = await getDb();
  const saved = await db
    .transaction(async (tx) => {
      const [profile] = await queryRows(tx, sql`SELECT user_id FROM lawyer_profiles WHERE user_id = ${lawyerId}::uuid FOR UPDATE`);
      if (!profile) throw profileNotFound();
      await tx.delete(t.lawyerServiceOffers).where(eq(t.lawyerServiceOffers.lawyerId, lawyerId));
      if (input.offers.length)
        await tx.insert(t.lawyerServiceOffers).values(
          input.offers.map((o) => ({
            lawyerId,
            serviceType: o.service_type,
            pricePesos: o.price_pesos,
            turnaroundDays: o.turnaround_days,
            sendPricePesos: o.send_price_pesos ?? null,
          })),
        );
      return readOffers(tx, lawyerId);
    })
    .catch((error) => {
      throw appErrorFromDatabase(error) ?? error;
    });
  const facts = await readListingFacts(lawyerId);
  if (facts) await revalidateListing(affectedListingPaths(facts, facts));
  return saved;
}
