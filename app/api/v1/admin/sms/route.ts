// GET /api/v1/admin/sms – texts per Philippine day over 30 days, and the latest (ADMIN only)
import { route } from '@/lib/server/platform/http';
import { requireAdmin } from '@/lib/server/auth/require-user';
import { getAdminSms } from '@/lib/server/messaging/sms/list-sms';

export const GET = route(async (req) => {
  await requireAdmin(req);
  return getAdminSms();
});
