// POST /api/v1/service-orders/{id}/dispute – the order's client opens a dispute within 7 days of the last delivery (multipart: reason, files 0–5)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { openServiceDispute } from '@/features/services/server/disputes/open-dispute';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return openServiceDispute(user.id, (await params).id, req);
});
