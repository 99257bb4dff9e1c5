// GET /api/v1/service-orders/{id} – the order of a SERVICE work item, for its two parties (allowed actions, clock, deliveries)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getServiceOrder } from '@/features/services/server/orders/order-view';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return getServiceOrder(user.id, (await params).id);
});
