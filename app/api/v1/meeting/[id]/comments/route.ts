// GET /api/v1/meeting/{id}/comments – the meeting's comments, oldest first (marks them read)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listMeetingComments } from '@/lib/server/meetings/meeting-comments';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return listMeetingComments(user.id, (await params).id);
});
