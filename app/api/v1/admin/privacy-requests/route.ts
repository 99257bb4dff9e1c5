// GET /api/v1/admin/privacy-requests – account deletions and data exports, with state and due dates (ADMIN only)
import { route } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { listPrivacyRequests } from '@/lib/server/privacy/list-privacy-requests';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return { results: await listPrivacyRequests() };
});
