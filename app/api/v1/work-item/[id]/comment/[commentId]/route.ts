// PUT, DELETE /api/v1/work-item/{item_id}/comment/{id} – edit or delete your own comment
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { deleteWorkItemComment, updateWorkItemComment } from '@/lib/server/work-items/work-item-comments';
import { commentSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

type Params = { id: string; commentId: string };

export const PUT = route<Params>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id, commentId } = await params;
  const { comment } = await readJson(req, commentSchema);
  return updateWorkItemComment(user.id, id, commentId, comment);
});

export const DELETE = route<Params>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id, commentId } = await params;
  return deleteWorkItemComment(user.id, id, commentId);
});
