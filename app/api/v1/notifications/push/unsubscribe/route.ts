// DELETE /api/v1/notifications/push/unsubscribe – drop your push subscriptions (one, with {endpoint})
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { removePushSubscriptions } from '@/lib/server/messaging/push/subscriptions';
import { pushUnsubscribeSchema } from '@/lib/validation/notifications';

export const dynamic = 'force-dynamic';

export const DELETE = route(async (req) => {
  const user = await requireUser(req);
  const { endpoint } = await readJson(req, pushUnsubscribeSchema);
  return removePushSubscriptions(user.id, endpoint);
});
