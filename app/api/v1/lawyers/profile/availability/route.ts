// PUT /api/v1/lawyers/profile/availability – the seven days' hours, notice time, 30/60-minute prices; returns availability with services
import { route, readJson } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveAvailability } from '@/lib/server/lawyers/profile/sections';
import { availabilitySchema } from '@/lib/validation/lawyer-profile';

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const { profile } = await saveAvailability(lawyer.id, await readJson(req, availabilitySchema));
  return { data: profile.availability, profile };
});
