// GET /api/v1/legal-aid/requests – your legal-aid requests: a client's own, a lawyer's (issue 61)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { listLegalAidRequests } from '@/features/legal-aid/server/requests';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  return listLegalAidRequests({ id: user.id, admin: false });
});
