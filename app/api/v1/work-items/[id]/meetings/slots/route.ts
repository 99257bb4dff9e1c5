// GET /api/v1/work-items/{id}/meetings/slots?duration=30|60&tz= – the lawyer's free slots for an included meeting
import { readQuery, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listWorkItemMeetingSlots } from '@/lib/server/work-items/work-item-meetings';
import { workItemSlotsQuerySchema } from '@/lib/validation/work-items';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const q = readQuery(req, workItemSlotsQuerySchema);
  return listWorkItemMeetingSlots(user.id, (await params).id, { duration: q.duration, timeZone: q.tz ?? DEFAULT_TIME_ZONE });
});
