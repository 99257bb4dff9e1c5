// POST /api/v1/service-orders/{id}/revision – the client asks for an included revision {note}
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { reviseServiceOrder } from '@/features/services/server/orders/order-actions';
import { serviceRevisionSchema } from '@/features/services/validation/service-orders';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const input = await readJson(req, serviceRevisionSchema);
  return reviseServiceOrder(user.id, (await params).id, input);
});
