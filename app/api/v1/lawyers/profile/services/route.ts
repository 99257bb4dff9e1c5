// GET /api/v1/lawyers/profile/services – the lawyer's own fixed-price service offers (issue 62)
// PUT /api/v1/lawyers/profile/services – replaces the whole set: each type once, price and turnaround within the type's bounds
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { findServiceOffers, saveServiceOffers } from '@/lib/server/lawyers/offers/offers';
import { serviceOffersSchema } from '@/features/services/validation/service-orders';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return findServiceOffers(lawyer.id);
});

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveServiceOffers(lawyer.id, await readJson(req, serviceOffersSchema));
});
