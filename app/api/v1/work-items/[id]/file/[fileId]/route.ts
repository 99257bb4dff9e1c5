// DELETE /api/v1/work-items/{id}/file/{fileId} – remove a file you uploaded
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { deleteWorkItemFile } from '@/lib/server/work-items/work-item-files';

export const dynamic = 'force-dynamic';

export const DELETE = route<{ id: string; fileId: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id, fileId } = await params;
  return deleteWorkItemFile(user.id, id, fileId);
});
