import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, tables as t } from '@/lib/db';

/** https on a named public host: no IP literals, localhost or internal names (zod runs this even after .url() failed). */
function isPublicHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  return url.protocol === 'https:' && host.includes('.') && !/^[\d.]+$/.test(host) && !host.includes(':') && !/(^|\.)localhost$/i.test(host) && !host.endsWith('.internal');
}

const base64Url = z.string().min(1).max(400).regex(/^[A-Za-z0-9_-]+$/, 'Invalid key.');

/** The spec §3 push subscription payload. The server POSTs to `endpoint`, so only public https hosts. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .url('Invalid endpoint.')
    .refine(isPublicHttpsUrl, 'Invalid endpoint.'),
  keys: z.object({ p256dh: base64Url, auth: base64Url }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

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
