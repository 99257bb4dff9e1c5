// PUT /api/v1/work-items/{id}/complete – the client confirms the lawyer's completion → COMPLETED
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { confirmWorkItemCompletion } from '@/lib/server/work-items/complete-work-item';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return confirmWorkItemCompletion(user.id, (await params).id);
});
