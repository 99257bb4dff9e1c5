// POST /api/v1/lawyers/profile/awards – add one; PUT – edit one by _id, or {order: [ids]} to set the priorities
import { route, readJson } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { addAward, reorderAwards, updateAward } from '@/lib/server/lawyers/profile/sections';
import { awardSchema, awardsPutSchema } from '@/lib/validation/lawyer-profile';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await addAward(lawyer.id, await readJson(req, awardSchema)));
});

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const body = await readJson(req, awardsPutSchema);
  if ('order' in body) return saveResponse(await reorderAwards(lawyer.id, body.order));
  return saveResponse(await updateAward(lawyer.id, body));
});
