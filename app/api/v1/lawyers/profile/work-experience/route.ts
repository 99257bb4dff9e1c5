// POST /api/v1/lawyers/profile/work-experience – add one (returns data {_id}); PUT – edit one by _id
import { route, readJson } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { addWorkExperience, updateWorkExperience } from '@/lib/server/lawyers/profile/sections';
import { workExperienceSchema, workExperienceUpdateSchema } from '@/lib/validation/lawyer-profile';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await addWorkExperience(lawyer.id, await readJson(req, workExperienceSchema)));
});

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await updateWorkExperience(lawyer.id, await readJson(req, workExperienceUpdateSchema)));
});
