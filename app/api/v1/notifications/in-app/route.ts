// GET /api/v1/notifications/in-app – your notifications, newest first {results, hasMore, unseen_count}; ?before=<_id> pages on
import { readQuery, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { countUnseenNotifications } from '@/lib/server/messaging/notifications/count-unseen-notifications';
import { listNotifications } from '@/lib/server/messaging/notifications/list-notifications';
import { notificationsQuerySchema } from '@/lib/validation/notifications';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireUser(req);
  const { before } = readQuery(req, notificationsQuerySchema);
  const [page, unseen] = await Promise.all([listNotifications(user.id, { before }), countUnseenNotifications(user.id)]);
  return { ...page, unseen_count: unseen };
});
