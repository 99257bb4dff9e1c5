// GET /api/v1/admin/moderation?view=hidden|reviews|profiles&q=&page= – what can be hidden or restored (ADMIN only)
import { route, readQuery } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { listModeration } from '@/lib/server/admin/moderation/list-moderation';
import { moderationQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return listModeration(readQuery(req, moderationQuerySchema));
});
