import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { POST as subscribe } from '@/app/api/v1/notifications/push/subscribe/route';
import { DELETE as unsubscribe } from '@/app/api/v1/notifications/push/unsubscribe/route';
import { GET as key } from '@/app/api/v1/notifications/push/key/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { createNotification } from '../notifications/create-notification';
import { setPushSenderForTests } from './send-push';
import { getVapidKeys, resetVapidKeysForTests } from './vapid-keys';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { testCustomer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-vapid-'));
const ctx = routeCtx();

/** A browser-like subscription: a P-256 public key and a 16-byte auth secret, url-safe base64 without padding. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

beforeAll(() => {
  setTestEnv({ DATA_DIR: dataDir });
  resetVapidKeysForTests();
});
afterAll(() => {
  setTestEnv({ DATA_DIR: undefined });
  resetVapidKeysForTests();
  setPushSenderForTests(undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('web push', () => {
  it('generates the VAPID pair once and keeps it in DATA_DIR', async () => {
    const first = (await (await key(apiRequest('/api/v1/notifications/push/key'), ctx)).json()).key;
    expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
    resetVapidKeysForTests();
    expect(getVapidKeys().publicKey).toBe(first);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, '.vapid-keys.json'), 'utf8')).publicKey).toBe(first);
  });

  it('stores a subscription, refuses bad payloads and unsafe endpoints, and unsubscribes', async () => {
    const user = await testCustomer(db().db);
    const post = (body: unknown, signedIn = true) => subscribe(apiRequest('/api/v1/notifications/push/subscribe', { method: 'POST', jar: signedIn ? user.jar : undefined, body }), ctx);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
    expect((await post({ endpoint, keys: browserKeys() }, false)).status).toBe(401);
    expect((await post({ endpoint, keys: browserKeys() })).status).toBe(200);
    expect((await post({ endpoint, keys: browserKeys() })).status).toBe(200);
    for (const bad of ['http://fcm.googleapis.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://169.254.169.254/latest', 'not a url']) {
      expect((await post({ endpoint: bad, keys: browserKeys() })).status).toBe(400);
    }
    expect((await post({ endpoint, keys: { p256dh: 'a+b/c==', auth: 'x' } })).status).toBe(400);
    expect(await db().db.select().from(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, user.id))).toHaveLength(1);
    const res = await unsubscribe(apiRequest('/api/v1/notifications/push/unsubscribe', { method: 'DELETE', jar: user.jar }), ctx);
    expect(res.status).toBe(200);
    expect(await db().db.select().from(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, user.id))).toHaveLength(0);
  });

  it('a new notification is pushed, encrypted for each browser; a gone subscription is removed; failures never throw', async () => {
    const user = await testCustomer(db().db);
    const live = { endpoint: 'https://fcm.googleapis.com/fcm/send/live', keys: browserKeys() };
    const gone = { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gone', keys: browserKeys() };
    const broken = { endpoint: 'https://push.example.net/broken', keys: browserKeys() };
    for (const s of [live, gone, broken]) {
      await subscribe(apiRequest('/api/v1/notifications/push/subscribe', { method: 'POST', jar: user.jar, body: s }), ctx);
    }
    const sent: { endpoint: string; headers: Record<string, unknown>; bodyLength: number }[] = [];
    setPushSenderForTests(async (subscription, payload) => {
      const keys = getVapidKeys();
      const details = webPush.generateRequestDetails(subscription, payload, { vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey } });
      sent.push({ endpoint: details.endpoint, headers: details.headers, bodyLength: (details.body as Buffer).length });
      if (subscription.endpoint.endsWith('/gone')) throw Object.assign(new Error('Gone'), { statusCode: 410 });
      if (subscription.endpoint.endsWith('/broken')) throw Object.assign(new Error('Server error'), { statusCode: 500 });
      return { statusCode: 201 };
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const input = { userId: user.id, title: 'New meeting booked', body: 'Maria booked', url: '/lawyer-portal/meeting/x', icon: 'new-meeting' as const, dedupeKey: `push-${user.id}` };
    expect(await createNotification(input)).toBe(true);
    expect(sent.map((s) => s.endpoint).sort()).toEqual([gone.endpoint, live.endpoint, broken.endpoint].sort());
    expect(sent[0].headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', Authorization: expect.stringMatching(/^vapid t=.+, k=.+$/) });
    expect(sent.every((s) => s.bodyLength > 0)).toBe(true);
    const left = await db().db.select({ endpoint: t.pushSubscriptions.endpoint }).from(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, user.id));
    expect(left.map((l) => l.endpoint).sort()).toEqual([broken.endpoint, live.endpoint].sort());
    // A replay of the same notification is neither stored nor pushed again.
    sent.length = 0;
    expect(await createNotification(input)).toBe(false);
    expect(sent).toHaveLength(0);
    warn.mockRestore();
  });
});
