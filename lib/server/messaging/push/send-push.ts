import 'server-only';
import { eq } from 'drizzle-orm';
import https from 'node:https';
import webPush from 'web-push';
import { publicOnlyLookup } from '@/lib/server/platform/net/ip-address';
import { getDb, tables as t } from '@/lib/db';
import { getVapidKeys } from './vapid-keys';

export type PushPayload = { title: string; body: string; url: string; icon: string; tag?: string };
type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };
type Sender = (subscription: Subscription, payload: string) => Promise<{ statusCode: number }>;

// Endpoints were checked when stored; the socket checks the address again when it connects.
const publicAgent = new https.Agent({ lookup: publicOnlyLookup, keepAlive: false });

const defaultSender: Sender = (subscription, payload) => {
  const keys = getVapidKeys();
  return webPush.sendNotification(subscription, payload, {
    vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 60 * 60,
    timeout: 10_000,
    agent: publicAgent,
  });
};
let sender: Sender = defaultSender;

export function setPushSenderForTests(value: Sender | undefined): void {
  sender = value ?? defaultSender;
}

/**
 * Sends a web push to every browser the user subscribed. Never throws (spec §8: push failures are
 * swallowed); a subscription the push service reports gone (404/410) is deleted. Call it outside
 * transactions: each send is a network round trip.
 */
export async function sendPushToUser(userId: string, payload: PushPayload): Promise<number> {
  try {
    const db = await getDb();
    const subs = await db.select().from(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, userId));
    const body = JSON.stringify(payload);
    let delivered = 0;
    await Promise.all(
      subs.map(async (s) => {
        try {
          await sender({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body);
          delivered++;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) await db.delete(t.pushSubscriptions).where(eq(t.pushSubscriptions.id, s.id));
          else console.warn('[push] delivery failed', status ?? (error as Error).message);
        }
      }),
    );
    return delivered;
  } catch (error) {
    console.warn('[push] skipped', (error as Error).message);
    return 0;
  }
}
