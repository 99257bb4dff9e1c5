// GET /api/v1/admin/reports?status=OPEN|ACTIONED|DISMISSED&page= – the moderation queue (ADMIN only)
import { route, readQuery } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { listReports } from '@/lib/server/admin/moderation/list-reports';
import { reportsQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return listReports(readQuery(req, reportsQuerySchema));
});
