// POST /api/v1/meeting/{meeting_id}/comment – add a comment; returns the new _id
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { createMeetingComment } from '@/lib/server/meetings/meeting-comments';
import { commentSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { comment } = await readJson(req, commentSchema);
  return createMeetingComment(user.id, (await params).id, comment);
});
