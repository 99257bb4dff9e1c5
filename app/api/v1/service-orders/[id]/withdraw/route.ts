// POST /api/v1/service-orders/{id}/withdraw – the client withdraws an order not paid yet
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { withdrawServiceOrder } from '@/features/services/server/orders/order-actions';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return withdrawServiceOrder(user.id, (await params).id);
});
