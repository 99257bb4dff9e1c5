// POST /api/v1/questions/{id}/checkout – the client pays for their complete draft at the lawyer's price; returns checkout_url
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { startQuestionCheckout } from '@/features/questions/server/question-checkout';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return startQuestionCheckout(user.id, (await params).id);
});
