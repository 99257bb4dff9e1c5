// PUT /api/v1/notifications/in-app/{id}/seen – mark one of your notifications seen
import { AppError, route } from '@/lib/server/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { markNotificationSeen } from '@/lib/server/notifications/mark-notification-seen';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Notification not found.');
  return markNotificationSeen(user.id, id);
});
