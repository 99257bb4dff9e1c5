// POST /api/v1/service-orders/{id}/cancel – the client cancels a late order → full refund
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { cancelLateServiceOrder } from '@/features/services/server/orders/order-actions';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return cancelLateServiceOrder(user.id, (await params).id);
});
