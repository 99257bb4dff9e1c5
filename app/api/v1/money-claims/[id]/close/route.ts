// POST /api/v1/money-claims/{id}/close – stop the claim (issue 75)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { closeClaim } from '@/features/money-claims/server/claims';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return closeClaim(user.id, (await params).id);
});
