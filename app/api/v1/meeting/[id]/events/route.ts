// POST /api/v1/meeting/{id}/events – record a participant's call event {kind, payload}
import { readJson, route } from '@/lib/server/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { recordMeetingEvent } from '@/lib/server/meetings/record-meeting-event';
import { meetingEventSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return recordMeetingEvent(user.id, (await params).id, await readJson(req, meetingEventSchema));
});
