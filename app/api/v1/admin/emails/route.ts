// GET /api/v1/admin/emails?status=QUEUED|SENT|FAILED&to=&page= – the outbox with delivery state (ADMIN only)
import { route, readQuery } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { listAdminOutbox } from '@/lib/server/messaging/mail/list-admin-outbox';
import { adminEmailsQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return listAdminOutbox(readQuery(req, adminEmailsQuerySchema));
});
