// GET /api/v1/work-items/{id} – one engagement with its terms, timeline, meetings, services, comments, files
// PUT /api/v1/work-items/{id} – new terms and/or a status move, as the transition table allows the caller
// DELETE /api/v1/work-items/{id} – the lawyer deletes a draft
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { deleteWorkItem } from '@/lib/server/work-items/delete-work-item';
import { getWorkItemView } from '@/features/services/server/orders/order-view';
import { updateWorkItem } from '@/lib/server/work-items/update-work-item';
import { updateWorkItemSchema } from '@/lib/validation/work-items';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return getWorkItemView(user.id, (await params).id);
});

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, updateWorkItemSchema);
  return updateWorkItem(user.id, (await params).id, input);
});

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return deleteWorkItem(user.id, (await params).id);
});
