// GET /api/v1/admin/audit-log?action=&target=&page= – who did what, when and why; read-only (ADMIN only)
import { route, readQuery } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { listAuditLog } from '@/lib/server/platform/audit/list-audit-log';
import { auditQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return listAuditLog(readQuery(req, auditQuerySchema));
});
