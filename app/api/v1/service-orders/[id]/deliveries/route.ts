// POST /api/v1/service-orders/{id}/deliveries – the lawyer delivers (multipart: note, files 1–5)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { deliverServiceOrder } from '@/features/services/server/orders/deliveries';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return Response.json(await deliverServiceOrder(user.id, (await params).id, req), { status: 201 });
});
