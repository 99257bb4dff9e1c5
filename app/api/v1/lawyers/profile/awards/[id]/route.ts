// DELETE /api/v1/lawyers/profile/awards/{id} – only the lawyer's own award (another's id is 404)
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { deleteAward } from '@/lib/server/lawyers/profile/sections';

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await deleteAward(lawyer.id, (await params).id));
});
