// POST /api/v1/review – the client reviews an ended meeting (with _id: updates that review)
import { readJson, route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { saveReview } from '@/lib/server/meetings/save-review';
import { reviewSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const customer = await requireCustomer(req);
  return saveReview(customer.id, await readJson(req, reviewSchema));
});
