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
import { createNotification } from '@/lib/server/messaging/notifications/create-notification';
import { setPushSenderForTests } from './send-push';
import { getVapidKeys, resetVapidKeysForTests } from './vapid-keys';
import { setHostLookupForTests } from '@/lib/server/platform/net/ip-address';
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

/** Jest has no DNS: the push services' names and two names that point inside. */
const HOSTS: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.72.170'],
  'updates.push.services.mozilla.com': ['34.117.59.81'],
  'push.example.net': ['93.184.216.34'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'intranet.example.com': ['93.184.216.34', '10.0.0.7'],
};

beforeAll(() => {
  setTestEnv({ DATA_DIR: dataDir });
  resetVapidKeysForTests();
  setHostLookupForTests(async (host) => {
    const addresses = HOSTS[host];
    if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
});
afterAll(() => {
  setHostLookupForTests(undefined);
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
    const post = (body: unknown, signedIn = true) =>
      subscribe(apiRequest('/api/v1/notifications/push/subscribe', { method: 'POST', jar: signedIn ? user.jar : undefined, body }), ctx);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
    expect((await post({ endpoint, keys: browserKeys() }, false)).status).toBe(401);
    expect((await post({ endpoint, keys: browserKeys() })).status).toBe(200);
    expect((await post({ endpoint, keys: browserKeys() })).status).toBe(200);
    const unsafe = ['https://127.0.0.1.nip.io/x', 'https://intranet.example.com/x', 'https://unknown-push.example.org/x'];
    for (const bad of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://169.254.169.254/latest',
      'not a url',
      ...unsafe,
    ]) {
      expect((await post({ endpoint: bad, keys: browserKeys() })).status).toBe(400);
    }
    expect((await post({ endpoint, keys: { p256dh: 'a+b/c==', auth: 'x' } })).status).toBe(400);
    expect(await db().db.select().from(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, user.id))).toHaveLength(1);
    const res = await unsubscribe(apiRequest('/api/v1/notifications/push/unsubscribe', { method: 'DELETE', jar: user.jar }), ctx);
    expect(res.status).toBe(200);
    expect(await db().db.select().from(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, user.id))).toHaveLength(0);
  });

  it("another account subscribing a known endpoint neither takes nor deletes the first account's row", async () => {
    const owner = await testCustomer(db().db);
    const intruder = await testCustomer(db().db);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/owner-device';
    const ownerKeys = browserKeys();
    const post = (jar: typeof owner.jar, body: unknown) =>
      subscribe(apiRequest('/api/v1/notifications/push/subscribe', { method: 'POST', jar, body }), ctx);
    expect((await post(owner.jar, { endpoint, keys: ownerKeys })).status).toBe(200);
    expect((await post(intruder.jar, { endpoint, keys: browserKeys() })).status).toBe(200);
    const rows = () => db().db.select().from(t.pushSubscriptions).where(eq(t.pushSubscriptions.endpoint, endpoint));
    expect((await rows()).find((r) => r.userId === owner.id)).toMatchObject({ p256dh: ownerKeys.p256dh, auth: ownerKeys.auth });
    // The intruder's unsubscribe of that endpoint removes only the intruder's own row.
    await unsubscribe(
      apiRequest('/api/v1/notifications/push/unsubscribe', { method: 'DELETE', jar: intruder.jar, body: { endpoint } }),
      ctx,
    );
    expect((await rows()).map((r) => r.userId)).toEqual([owner.id]);
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
      const details = webPush.generateRequestDetails(subscription, payload, {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      });
      sent.push({ endpoint: details.endpoint, headers: details.headers, bodyLength: (details.body as Buffer).length });
      if (subscription.endpoint.endsWith('/gone')) throw Object.assign(new Error('Gone'), { statusCode: 410 });
      if (subscription.endpoint.endsWith('/broken')) throw Object.assign(new Error('Server error'), { statusCode: 500 });
      return { statusCode: 201 };
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const input = {
      userId: user.id,
      title: 'New meeting booked',
      body: 'Maria booked',
      url: '/lawyer-portal/meeting/x',
      icon: 'new-meeting' as const,
      dedupeKey: `push-${user.id}`,
    };
    expect(await createNotification(input)).toBe(true);
    expect(sent.map((s) => s.endpoint).sort()).toEqual([gone.endpoint, live.endpoint, broken.endpoint].sort());
    expect(sent[0].headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', Authorization: expect.stringMatching(/^vapid t=.+, k=.+$/) });
    expect(sent.every((s) => s.bodyLength > 0)).toBe(true);
    const left = await db()
      .db.select({ endpoint: t.pushSubscriptions.endpoint })
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.userId, user.id));
    expect(left.map((l) => l.endpoint).sort()).toEqual([broken.endpoint, live.endpoint].sort());
    // A replay of the same notification is neither stored nor pushed again.
    sent.length = 0;
    expect(await createNotification(input)).toBe(false);
    expect(sent).toHaveLength(0);
    warn.mockRestore();
  });
});
