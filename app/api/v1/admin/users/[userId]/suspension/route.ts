// PUT /api/v1/admin/users/{userId}/suspension – suspend {suspended: true, reason} (signed out at once, off public pages) or restore (ADMIN only; audited)
import { route, readJson } from '@/lib/server/platform/http';
import { setSuspension } from '@/lib/server/admin/set-suspension';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { suspensionSchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const PUT = route<{ userId: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return setSuspension(admin.id, (await params).userId, await readJson(req, suspensionSchema));
});
