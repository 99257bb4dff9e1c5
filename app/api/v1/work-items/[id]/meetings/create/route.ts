// PUT /api/v1/work-items/{id}/meetings/create – book an included meeting {work_item_meeting_id, start_time, call_type}; returns the meeting
import { localeOfRequest } from '@/lib/i18n/negotiate';
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { scheduleWorkItemMeeting } from '@/lib/server/work-items/work-item-meetings';
import { scheduleWorkItemMeetingSchema } from '@/lib/validation/work-items';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, scheduleWorkItemMeetingSchema);
  return scheduleWorkItemMeeting(user.id, (await params).id, input, localeOfRequest(req));
});
