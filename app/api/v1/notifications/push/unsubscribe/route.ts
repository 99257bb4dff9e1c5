// DELETE /api/v1/notifications/push/unsubscribe – drop your push subscriptions (one, with {endpoint})
import { z } from 'zod';
import { readJson, route } from '@/lib/server/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { removePushSubscriptions } from '@/lib/server/push/subscriptions';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({ endpoint: z.string().max(1000).optional() });

export const DELETE = route(async (req) => {
  const user = await requireUser(req);
  const { endpoint } = await readJson(req, bodySchema);
  return removePushSubscriptions(user.id, endpoint);
});
