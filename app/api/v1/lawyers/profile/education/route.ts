// POST /api/v1/lawyers/profile/education – add one (returns data {_id}); PUT – edit one by _id
import { route, readJson } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { addEducation, updateEducation } from '@/lib/server/lawyers/profile/sections';
import { educationSchema, educationUpdateSchema } from '@/lib/validation/lawyer-profile';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await addEducation(lawyer.id, await readJson(req, educationSchema)));
});

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await updateEducation(lawyer.id, await readJson(req, educationUpdateSchema)));
});
