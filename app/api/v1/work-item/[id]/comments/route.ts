// GET /api/v1/work-item/{id}/comments – the work item's comments, oldest first
import { route } from '@/lib/server/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listComments } from '@/lib/server/comments/comments';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return listComments('work-item', user.id, (await params).id);
});
