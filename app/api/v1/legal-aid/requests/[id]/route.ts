// GET /api/v1/legal-aid/requests/{id} – one legal-aid request for its client, its lawyer or an admin (the declaration: lawyer and admins only)
import { route } from '@/lib/server/platform/http';
import { isAdmin, requireUser } from '@/lib/server/auth/require-user';
import { getLegalAidRequest } from '@/features/legal-aid/server/requests';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  return getLegalAidRequest({ id: user.id, admin: isAdmin(user) }, id);
});
