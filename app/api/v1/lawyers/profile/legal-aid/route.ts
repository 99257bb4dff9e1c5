// GET /api/v1/lawyers/profile/legal-aid – the lawyer's own legal-aid offer (issue 61)
// PUT /api/v1/lawyers/profile/legal-aid – saves it: on/off, free weekly times inside their hours, free written answers a month
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { getLegalAidOffer, saveLegalAidOffer } from '@/features/legal-aid/server/offer';
import { legalAidOfferSchema } from '@/features/legal-aid/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return getLegalAidOffer(lawyer.id);
});

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveLegalAidOffer(lawyer.id, await readJson(req, legalAidOfferSchema));
});
