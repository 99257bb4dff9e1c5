import { eq } from 'drizzle-orm';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { POST as requestLink } from '@/app/api/v1/auth/signin/link/route';
import { POST as consumeLink } from '@/app/api/v1/auth/signin/link/consume/route';
import { GET as session } from '@/app/api/v1/auth/session/route';
import { authTokens, users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/platform/security/password';
import { resetSessionSecretForTests } from '@/lib/server/platform/security/session-secret';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, linkIn, routeCtx } from '@/lib/test/fixtures/http';

setTestEnv({ SESSION_SECRET: 'jest-session-secret-0123456789abcdefghijklmnop' });
const ctx = routeCtx();
const PASSWORD = 'Harbour2026';
const DEVICE = 'abogado_device';
const SESSION = 'abogado_session';

async function createUser(email: string) {
  const { getDb } = await import('@/lib/db');
  const db = await getDb();
  await db.insert(users).values({
    email,
    type: 'CUSTOMER',
    firstName: 'Owner',
    lastName: 'User',
    passwordHash: await hashPassword(PASSWORD),
    emailVerified: true,
  });
}

const signInAs = (email: string, password: string, ip: string, jar?: CookieJar) =>
  signIn(apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email, password }, ip, jar }), ctx);
async function askLink(email: string, ip: string) {
  const res = await requestLink(apiRequest('/api/v1/auth/signin/link', { method: 'POST', body: { email }, ip }), ctx);
  await settleAfterResponse(); // the link is mailed after the answer
  return res;
}
const useLink = (token: string, ip: string, jar?: CookieJar) =>
  consumeLink(apiRequest('/api/v1/auth/signin/link/consume', { method: 'POST', body: { token }, ip, jar }), ctx);

async function tokenFromLatestMail(to: string): Promise<string> {
  const [mail] = await listOutbox({ to });
  const link = linkIn(mail.text, '/login/link');
  expect(link.startsWith('http://localhost:3000/login/link?token=')).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

/** 200 wrong passwords without a device cookie from 10 addresses; the first is the owner's shared NAT and sends most. */
async function attack(email: string, addresses: string[]) {
  const plan = addresses.flatMap((ip, i) => Array.from({ length: i === 0 ? 110 : 10 }, () => ip));
  expect(plan).toHaveLength(200);
  for (const [n, ip] of plan.entries()) {
    const res = await signInAs(email, `Wrong${n}Guess`, ip);
    expect([401, 429]).toContain(res.status);
  }
}

describe('no lockout of the owner', () => {
  const db = useTestDb();
  beforeAll(async () => {
    resetSessionSecretForTests();
    await createUser('owner@example.com');
    await createUser('linked@example.com');
    await createUser('limited@example.com');
  });

  it('200 failures from 10 addresses without a device cookie: the known device still signs in, a new device gets 429', async () => {
    const known = new CookieJar();
    known.apply(await signInAs('owner@example.com', PASSWORD, '203.0.113.5'));
    expect(known.get(DEVICE)).toBeTruthy();

    const addresses = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    await attack('owner@example.com', addresses);

    // A new device of the owner (no device cookie) meets the account's limit, from anywhere.
    const fresh = await signInAs('owner@example.com', PASSWORD, '203.0.113.200');
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    // The known device signs in from its own address and from the attacker's busiest one (a shared NAT).
    const home = await signInAs('owner@example.com', PASSWORD, '203.0.113.5', known);
    expect(home.status).toBe(200);
    known.apply(home);
    const shared = await signInAs('owner@example.com', PASSWORD, addresses[0], known);
    expect(shared.status).toBe(200);
    known.apply(shared);
    expect((await session(apiRequest('/api/v1/auth/session', { jar: known }), ctx)).status).toBe(200);
    // The per-address spray limit still holds for unknown devices on that address.
    expect((await signInAs('linked@example.com', PASSWORD, addresses[0])).status).toBe(429);
  });

  it('a locked-out owner on a new device gets a mailed one-time link: session and device cookie, then single use', async () => {
    await attack(
      'linked@example.com',
      Array.from({ length: 10 }, (_, i) => `198.51.101.${i + 1}`),
    );
    const device = new CookieJar();
    expect((await signInAs('linked@example.com', PASSWORD, '203.0.113.60', device)).status).toBe(429);

    const known = await askLink('linked@example.com', '203.0.113.60');
    const unknown = await askLink('nobody-here@example.com', '203.0.113.61');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual(await unknown.json());
    expect(body.message).toBe('If an account exists for this email, we have sent you a sign-in link. It is valid for 15 minutes.');
    expect(await listOutbox({ to: 'nobody-here@example.com' })).toHaveLength(0);

    const token = await tokenFromLatestMail('linked@example.com');
    const used = await useLink(token, '203.0.113.60', device);
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ email: 'linked@example.com' });
    device.apply(used);
    expect(device.get(SESSION)).toBeTruthy();
    expect(device.get(DEVICE)).toBeTruthy();
    expect((await session(apiRequest('/api/v1/auth/session', { jar: device }), ctx)).status).toBe(200);

    // This device is known from now on: the password works on it despite the attack.
    expect((await signInAs('linked@example.com', PASSWORD, '203.0.113.60', device)).status).toBe(200);

    const again = await useLink(token, '203.0.113.60');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      message: 'This sign-in link is invalid, has expired or was already used.',
      key: 'INVALID_TOKEN',
    });
    expect((await useLink('not-a-real-token', '203.0.113.60')).status).toBe(400);
  });

  it('an expired sign-in link is refused', async () => {
    expect((await askLink('linked@example.com', '203.0.113.62')).status).toBe(200);
    const token = await tokenFromLatestMail('linked@example.com');
    await db()
      .db.update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.kind, 'SIGN_IN_LINK'));
    const res = await useLink(token, '203.0.113.62');
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it('the link request is limited per account (known or not) and per address', async () => {
    for (const email of ['limited@example.com', 'ghost-limited@example.com']) {
      for (let i = 0; i < 5; i++) expect((await askLink(email, `203.0.113.${70 + i}`)).status).toBe(200);
      const blocked = await askLink(email, '203.0.113.79');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await listOutbox({ to: 'limited@example.com' })).toHaveLength(5);

    const ip = '198.51.102.1';
    for (let i = 0; i < 20; i++) expect((await askLink(`spray${i}@example.com`, ip)).status).toBe(200);
    expect((await askLink('spray-last@example.com', ip)).status).toBe(429);
  });
});
