// POST /api/v1/service-orders/{id}/decline – the lawyer declines a paid order {reason} → full refund
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { declineServiceOrder } from '@/features/services/server/orders/order-actions';
import { serviceDeclineSchema } from '@/features/services/validation/service-orders';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, serviceDeclineSchema);
  return declineServiceOrder(user.id, (await params).id, input);
});
