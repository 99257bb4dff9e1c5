// POST /api/v1/service-orders/{id}/accept – the client accepts the delivery
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { acceptServiceOrder } from '@/features/services/server/orders/order-actions';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return acceptServiceOrder(user.id, (await params).id);
});
