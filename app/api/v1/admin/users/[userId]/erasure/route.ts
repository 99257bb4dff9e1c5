// POST /api/v1/admin/users/{userId}/erasure – {reason}: erase a person now, for a request that came by other means (ADMIN only, audited)
import { route, readJson } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { eraseAccountByAdmin } from '@/lib/server/privacy/erase-account-by-admin';
import { adminErasureSchema } from '@/lib/validation/privacy';

export const POST = route<{ userId: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await readJson(req, adminErasureSchema);
  return eraseAccountByAdmin(admin.id, (await params).userId, input);
});
