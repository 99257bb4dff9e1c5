import 'server-only';
import { and, eq } from 'drizzle-orm';
import { findBookingLawyer, type BookingLawyer } from '@/lib/server/meetings/find-booking-lawyer';
import { getDb } from '@/lib/db';
import { lawyerServiceOffers } from '@/lib/db/schema';
import type { OwnServiceOfferDto } from '@/features/services/dto/service-orders';
import { SERVICE_CATALOGUE, isServiceType } from '@/features/services/reference/legal-services';

export type OrderableOffer = { lawyer: BookingLawyer; offer: OwnServiceOfferDto };

/**
 * The order page's question (issue 62): does this listed lawyer offer this catalogue service, and on what terms?
 * Null for an unknown type, a lawyer nobody can find (lawyers/listed-lawyer) or one without that offer: the page
 * answers 404. The order itself is decided again by POST service-orders from the same row.
 */
export async function findOrderableOffer(lawyerId: string, type: string): Promise<OrderableOffer | null> {
  if (!isServiceType(type)) return null;
  const lawyer = await findBookingLawyer(lawyerId);
  if (!lawyer) return null;
  const db = await getDb();
  const [row] = await db
    .select({ price: lawyerServiceOffers.pricePesos, days: lawyerServiceOffers.turnaroundDays, send: lawyerServiceOffers.sendPricePesos })
    .from(lawyerServiceOffers)
    .where(and(eq(lawyerServiceOffers.lawyerId, lawyer.id), eq(lawyerServiceOffers.serviceType, type)))
    .limit(1);
  if (!row) return null;
  return {
    lawyer,
    offer: {
      service_type: type,
      price_pesos: row.price,
      turnaround_days: row.days,
      revisions: SERVICE_CATALOGUE[type].revisions,
      send_price_pesos: SERVICE_CATALOGUE[type].sending ? row.send : null,
    },
  };
}
