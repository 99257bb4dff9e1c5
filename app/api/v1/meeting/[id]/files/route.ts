// PUT /api/v1/meeting/{id}/files – attach files (multipart `files`) within the 30-file / 20 MB budget
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { addMeetingFiles } from '@/lib/server/meetings/meeting-files';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return addMeetingFiles(user.id, (await params).id, req);
});
