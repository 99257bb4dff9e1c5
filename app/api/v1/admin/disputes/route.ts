// GET /api/v1/admin/disputes – service-order disputes: open ones first, then those decided in the last 90 days (ADMIN only)
import { route } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { listAdminDisputes } from '@/features/services/server/disputes/admin-disputes';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return listAdminDisputes();
});
