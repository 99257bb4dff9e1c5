// POST /api/v1/service-orders – a client orders a catalogue service from a lawyer's offer → {work_item_id} (issue 62)
import { readJson, route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { createServiceOrder } from '@/features/services/server/orders/create-order';
import { serviceOrderSchema } from '@/features/services/validation/service-orders';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const user = await requireCustomer(req);
  const input = await readJson(req, serviceOrderSchema);
  return Response.json(await createServiceOrder(user.id, input), { status: 201 });
});
