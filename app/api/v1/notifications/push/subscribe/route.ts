// POST /api/v1/notifications/push/subscribe – store this browser's push subscription {endpoint, keys:{p256dh, auth}}
import { readJson, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { savePushSubscription } from '@/lib/server/messaging/push/subscriptions';
import { pushSubscriptionSchema } from '@/lib/validation/notifications';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const user = await requireUser(req);
  return savePushSubscription(user.id, await readJson(req, pushSubscriptionSchema));
});
