// GET /api/v1/work-item/{id}/comments – the work item's comments, oldest first
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listWorkItemComments } from '@/lib/server/work-items/work-item-comments';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return listWorkItemComments(user.id, (await params).id);
});
