// POST /api/v1/service-orders/{id}/pay – the client opens the checkout once they signed the letter → {checkout_url}
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { payServiceOrder } from '@/features/services/server/orders/pay-order';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return payServiceOrder(user.id, (await params).id);
});
