// POST /api/v1/lawyers/profile/basic-info – names, about, numbers, office, region, languages, areas, problems
import { route, readJson } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { saveBasicInfo } from '@/lib/server/lawyers/profile/sections';
import { basicInfoSchema } from '@/lib/validation/lawyer-profile';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await saveBasicInfo(lawyer.id, await readJson(req, basicInfoSchema)));
});
