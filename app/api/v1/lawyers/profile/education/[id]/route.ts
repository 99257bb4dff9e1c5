// DELETE /api/v1/lawyers/profile/education/{id} – only the lawyer's own entry (another's id is 404)
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { deleteEducation } from '@/lib/server/lawyers/profile/sections';

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await deleteEducation(lawyer.id, (await params).id));
});
