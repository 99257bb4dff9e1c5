// GET /api/v1/admin/users/{userId} – one person: account, lawyer documents and verification history, audit entries (ADMIN only)
import { route } from '@/lib/server/platform/http';
import { getAdminUser } from '@/lib/server/admin/get-admin-user';
import { requireAdmin } from '@/lib/server/auth/require-user';

export const dynamic = 'force-dynamic';

export const GET = route<{ userId: string }>(async (req, { params }) => {
  await requireAdmin(req);
  return getAdminUser((await params).userId);
});
