import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { PushSubscriptionInput } from '@/lib/validation/notifications';


/** Stores the browser's subscription for this user (a re-subscribe on another account moves it). */
export async function savePushSubscription(userId: string, input: PushSubscriptionInput): Promise<{ ok: true }> {
  const db = await getDb();
  await db
    .insert(t.pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({ target: t.pushSubscriptions.endpoint, set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth } });
  return { ok: true };
}

/** Removes one endpoint of the user, or all of them when none is named. */
export async function removePushSubscriptions(userId: string, endpoint?: string): Promise<{ ok: true }> {
  const db = await getDb();
  await db
    .delete(t.pushSubscriptions)
    .where(and(eq(t.pushSubscriptions.userId, userId), endpoint ? eq(t.pushSubscriptions.endpoint, endpoint) : undefined));
  return { ok: true };
}
