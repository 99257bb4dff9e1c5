// GET /api/v1/admin/users?q=&page= – people by name or e-mail, any case (ADMIN only)
import { route, readQuery } from '@/lib/server/platform/http';
import { listAdminUsers } from '@/lib/server/admin/list-admin-users';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { adminUsersQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return listAdminUsers(readQuery(req, adminUsersQuerySchema));
});
