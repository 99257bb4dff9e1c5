// DELETE /api/v1/meeting/{id}/file/{fileId} – remove a file you attached
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { deleteMeetingFile } from '@/lib/server/meetings/meeting-files';

export const dynamic = 'force-dynamic';

export const DELETE = route<{ id: string; fileId: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id, fileId } = await params;
  return deleteMeetingFile(user.id, id, fileId);
});
