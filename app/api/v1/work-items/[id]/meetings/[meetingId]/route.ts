// PUT /api/v1/work-items/{id}/meetings/{meetingId} – move a scheduled included meeting {start_time, reason?}
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { rescheduleWorkItemMeeting } from '@/lib/server/work-items/work-item-meetings';
import { rescheduleWorkItemMeetingSchema } from '@/lib/validation/work-items';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string; meetingId: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id, meetingId } = await params;
  const input = await readJson(req, rescheduleWorkItemMeetingSchema);
  return rescheduleWorkItemMeeting(user.id, id, meetingId, input);
});
