import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { resolvePublicHost } from '@/lib/server/platform/net/ip-address';
import type { PushSubscriptionInput } from '@/lib/validation/notifications';

/**
 * The server POSTs every push to the endpoint a browser gave, so an endpoint is a server-side
 * request forgery risk like an imported calendar: https, and a host whose every address is public
 * (a name such as 127.0.0.1.nip.io resolves to loopback and is refused). Same rule, same code:
 * lib/server/platform/net/ip-address.ts.
 */
async function checkEndpointHost(endpoint: string): Promise<void> {
  const url = new URL(endpoint);
  const resolved = url.protocol === 'https:' ? await resolvePublicHost(url.hostname) : ({ ok: false, reason: 'private' } as const);
  if (!resolved.ok) throw new AppError('BAD_REQUEST', 'push.invalidEndpoint', { key: 'PUSH_ENDPOINT' });
}

/**
 * Stores the browser's subscription for this user. Rows are per user and endpoint: another account
 * that learns an endpoint and subscribes it gets a row of its own and never moves or deletes this
 * one (a shared browser really is subscribed for both accounts until one unsubscribes).
 */
export async function savePushSubscription(userId: string, input: PushSubscriptionInput): Promise<{ ok: true }> {
  await checkEndpointHost(input.endpoint);
  const db = await getDb();
  await db
    .insert(t.pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: [t.pushSubscriptions.userId, t.pushSubscriptions.endpoint],
      set: { p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
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
