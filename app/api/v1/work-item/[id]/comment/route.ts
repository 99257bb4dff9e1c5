// POST /api/v1/work-item/{item_id}/comment – a comment of kind work-item (spec §7); returns the new _id
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { createWorkItemComment } from '@/lib/server/work-items/work-item-comments';
import { commentSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { comment } = await readJson(req, commentSchema);
  return createWorkItemComment(user.id, (await params).id, comment);
});
