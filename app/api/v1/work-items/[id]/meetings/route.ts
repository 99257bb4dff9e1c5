// POST /api/v1/work-items/{id}/meetings – the lawyer adds an included meeting {title?, duration}; returns _id
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { addWorkItemMeeting } from '@/lib/server/work-items/work-item-meetings';
import { addWorkItemMeetingSchema } from '@/lib/validation/work-items';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, addWorkItemMeetingSchema);
  return Response.json(await addWorkItemMeeting(user.id, (await params).id, input), { status: 201 });
});
