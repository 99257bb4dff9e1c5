// PUT /api/v1/work-items/{id}/additional-services/purchase – the client buys {additional_service_id}; returns checkout_url
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { purchaseAdditionalService } from '@/lib/server/work-items/additional-services';
import { purchaseServiceSchema } from '@/lib/validation/work-items';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { additional_service_id } = await readJson(req, purchaseServiceSchema);
  return purchaseAdditionalService(user.id, (await params).id, additional_service_id);
});
