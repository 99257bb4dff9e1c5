// PUT /api/v1/notifications/in-app/{id}/seen – mark one of your notifications seen
import { route } from '@/lib/server/platform/http';
import { AppError } from '@/lib/server/platform/http/errors';
import { requireUser } from '@/lib/server/auth/require-user';
import { markNotificationSeen } from '@/lib/server/messaging/notifications/mark-notification-seen';
import { isUuid } from '@/lib/validation/ids';

export const dynamic = 'force-dynamic';

export const PUT = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'common.notificationNotFound');
  return markNotificationSeen(user.id, id);
});
