// PUT /api/v1/work-items/{id}/complete/lawyer – the lawyer's completion call (spec §6): the work is done
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { completeWorkItemByLawyer } from '@/lib/server/work-items/complete-work-item';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return completeWorkItemByLawyer(user.id, (await params).id);
});
