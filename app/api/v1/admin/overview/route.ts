// GET /api/v1/admin/overview – what waits for the operations team (ADMIN only)
import { route } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { getAdminOverview } from '@/lib/server/admin/get-admin-overview';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return getAdminOverview();
});
