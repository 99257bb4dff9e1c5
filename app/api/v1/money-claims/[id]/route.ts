// GET /api/v1/money-claims/{id} – one of your claims with its timeline (issue 75)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getClaim } from '@/features/money-claims/server/claims';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  return getClaim(user.id, (await params).id);
});
