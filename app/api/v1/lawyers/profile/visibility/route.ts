// POST /api/v1/lawyers/profile/visibility – toggles is_public ({is_public} optional to set it); public only when complete
import { z } from 'zod';
import { route, readJson } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { setVisibility } from '@/lib/server/lawyers/profile/sections';
import { visibilitySchema } from '@/lib/validation/lawyer-profile';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const body: z.infer<typeof visibilitySchema> = await readJson(req, visibilitySchema);
  return saveResponse(await setVisibility(lawyer.id, body.is_public));
});
