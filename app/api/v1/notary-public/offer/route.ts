// PUT /api/v1/notary-public/offer – the appointment offer (issue 43): bookings on or off, paying at the office, each service's fee, length and checklist
import { route } from '@/lib/server/platform/http';
import { readJson } from '@/lib/server/platform/http/body';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveNotaryOffer } from '@/lib/server/notary/save-notary-offer';
import { notaryOfferSchema } from '@/lib/validation/notary-offer';

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const change = await saveNotaryOffer(lawyer.id, await readJson(req, notaryOfferSchema));
  return { data: change.result, profile: change.profile };
});
