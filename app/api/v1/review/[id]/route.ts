// PATCH /api/v1/review/{id} – the client updates their review
import { readJson, route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { updateReview } from '@/lib/server/meetings/save-review';
import { reviewUpdateSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const PATCH = route<{ id: string }>(async (req, { params }) => {
  const customer = await requireCustomer(req);
  return updateReview(customer.id, (await params).id, await readJson(req, reviewUpdateSchema));
});
