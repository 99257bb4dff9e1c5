// GET /api/v1/admin/payments?status=&page= – every payment by state, newest first (ADMIN only)
import { route, readQuery } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { listAdminPayments } from '@/lib/server/payments/list-admin-payments';
import { adminPaymentsQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return listAdminPayments(readQuery(req, adminPaymentsQuerySchema));
});
