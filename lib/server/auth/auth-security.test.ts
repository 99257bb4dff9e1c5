import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/platform/security/password';
import { resetSessionSecretForTests } from '@/lib/server/platform/security/session-secret';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { useTestDb } from '@/lib/test/db';
import { PUT as accountSettings } from '@/app/api/v1/auth/account/settings/route';
import { POST as changePassword } from '@/app/api/v1/auth/change-password/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { POST as resetPassword } from '@/app/api/v1/auth/reset-password/route';
import { POST as requestReset } from '@/app/api/v1/auth/reset-password/email/route';
import { GET as session } from '@/app/api/v1/auth/session/route';
import { GET as sessionExpired } from '@/app/api/v1/auth/session/expired/route';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { setTestEnv } from '@/lib/test/env';
import { CookieJar, apiRequest, linkIn, routeCtx } from '@/lib/test/fixtures/http';

setTestEnv({ SESSION_SECRET: 'jest-session-secret-0123456789abcdefghijklmnop' });
const ctx = routeCtx();
const PASSWORD = 'Harbour2026';
const FORGED = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };

async function createUser(email: string, type: 'CUSTOMER' | 'LAWYER' = 'CUSTOMER') {
  const { getDb } = await import('@/lib/db');
  const db = await getDb();
  await db
    .insert(users)
    .values({ email, type, firstName: 'Test', lastName: 'User', passwordHash: await hashPassword(PASSWORD), emailVerified: true });
}

function signInRequest(email: string, password: string, ip: string, jar?: CookieJar) {
  return apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email, password }, ip, jar });
}

async function signedIn(email: string, ip = '203.0.113.50') {
  const jar = new CookieJar();
  const res = await signIn(signInRequest(email, PASSWORD, ip), ctx);
  expect(res.status).toBe(200);
  return jar.apply(res);
}

function protectedCalls(jar?: CookieJar, headers: Record<string, string> = {}) {
  return [
    session(apiRequest('/api/v1/auth/session', { jar, headers }), ctx),
    accountSettings(
      apiRequest('/api/v1/auth/account/settings', { method: 'PUT', jar, headers, body: { first_name: 'X', last_name: 'Y' } }),
      ctx,
    ),
    changePassword(
      apiRequest('/api/v1/auth/change-password', {
        method: 'POST',
        jar,
        headers,
        body: { current_password: PASSWORD, password: 'Another2026', confirm_password: 'Another2026' },
      }),
      ctx,
    ),
  ];
}

describe('session security (handlers)', () => {
  useTestDb();
  beforeAll(async () => {
    resetSessionSecretForTests();
    await createUser('owner@example.com');
    await createUser('victim@example.com');
    await createUser('lawyer.sec@example.com', 'LAWYER');
  });

  it('a forged x-middleware-subrequest header gets 401, not a free pass', async () => {
    for (const res of await Promise.all(protectedCalls(undefined, FORGED))) expect(res.status).toBe(401);
  });

  it('a tampered cookie gets 401 (changed claims, foreign key, garbage)', async () => {
    const jar = await signedIn('victim@example.com');
    const [name, value] = jar
      .header()
      .split(';')
      .find((c) => c.includes('abogado_session'))!
      .trim()
      .split('=');
    const [header, payload, signature] = value.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const escalated = Buffer.from(JSON.stringify({ ...claims, typ: 'LAWYER', roles: ['ADMIN'] })).toString('base64url');
    const foreignKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const forged of [`${header}.${escalated}.${signature}`, foreignKey, `${value}x`, 'not-a-jwt']) {
      const tampered = new CookieJar();
      tampered.set(name, forged);
      for (const res of await Promise.all(protectedCalls(tampered))) expect(res.status).toBe(401);
    }
  });

  it('a logged-out session token gets 401 even though its signature is still valid', async () => {
    const jar = await signedIn('victim@example.com');
    const stolen = jar.header();
    expect((await session(apiRequest('/api/v1/auth/session', { jar }), ctx)).status).toBe(200);
    await logout(apiRequest('/api/v1/auth/logout', { method: 'POST', jar }), ctx);
    for (const res of await Promise.all(protectedCalls(undefined, { cookie: stolen }))) expect(res.status).toBe(401);
  });

  it('a cookie that outlived its session is cleared, then to sign in in the language of the page it came from (issue 72 item 14)', async () => {
    const jar = await signedIn('victim@example.com');
    const stolen = jar.header();
    await logout(apiRequest('/api/v1/auth/logout', { method: 'POST', jar }), ctx);
    for (const [query, login] of [
      ['callback_url=%2Fadmin&locale=fil', '/fil/login?callback_url=%2Fadmin'],
      ['callback_url=%2Fadmin', '/login?callback_url=%2Fadmin'],
      ['callback_url=%2Fadmin&locale=xx', '/login?callback_url=%2Fadmin'],
    ]) {
      const res = await sessionExpired(apiRequest(`/api/v1/auth/session/expired?${query}`, { headers: { cookie: stolen } }), ctx);
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.pathname + location.search).toBe(login);
      expect(res.headers.get('set-cookie')).toContain('abogado_session=;');
    }
  });

  it('rotates the session at sign-in: the cookie a browser had before is revoked', async () => {
    const jar = await signedIn('victim@example.com');
    const before = jar.header();
    jar.apply(await signIn(signInRequest('victim@example.com', PASSWORD, '203.0.113.50', jar), ctx));
    expect(jar.header()).not.toBe(before);
    expect((await session(apiRequest('/api/v1/auth/session', { headers: { cookie: before } }), ctx)).status).toBe(401);
    expect((await session(apiRequest('/api/v1/auth/session', { jar }), ctx)).status).toBe(200);
  });

  it('20 wrong passwords from one address: 429 before the 21st; the owner elsewhere still signs in', async () => {
    const attacker = '198.51.100.66';
    for (let i = 0; i < 20; i++) {
      const res = await signIn(signInRequest('owner@example.com', `Wrong${i}Guess`, attacker), ctx);
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe('Invalid email or password.');
    }
    const blocked = await signIn(signInRequest('owner@example.com', 'Wrong21Guess', attacker), ctx);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password is not tried from the blocked address (no oracle for the attacker).
    expect((await signIn(signInRequest('owner@example.com', PASSWORD, attacker), ctx)).status).toBe(429);
    // The owner, from their own address, is not locked out.
    expect((await signIn(signInRequest('owner@example.com', PASSWORD, '203.0.113.77'), ctx)).status).toBe(200);
    // Other accounts from the attacker's address are limited separately (per account + address).
    expect((await signIn(signInRequest('victim@example.com', PASSWORD, attacker), ctx)).status).toBe(200);
  });

  it('an unknown e-mail and a wrong password get the same answer', async () => {
    const unknown = await signIn(signInRequest('nobody@example.com', PASSWORD, '203.0.113.90'), ctx);
    const wrong = await signIn(signInRequest('victim@example.com', 'Nope2026xx', '203.0.113.90'), ctx);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('password reset: same reply for known and unknown e-mails, single-use link, all sessions end', async () => {
    const jar = await signedIn('lawyer.sec@example.com');
    const known = await requestReset(
      apiRequest('/api/v1/auth/reset-password/email', { method: 'POST', body: { email: 'lawyer.sec@example.com' } }),
      ctx,
    );
    const unknown = await requestReset(
      apiRequest('/api/v1/auth/reset-password/email', { method: 'POST', body: { email: 'ghost@example.com' } }),
      ctx,
    );
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await settleAfterResponse(); // the link is mailed after the answer
    expect(await listOutbox({ to: 'ghost@example.com' })).toHaveLength(0);

    const [mail] = await listOutbox({ to: 'lawyer.sec@example.com' });
    const token = linkIn(mail.text, '/reset-password/').split('/').pop()!;
    const body = { token, password: 'Renewed2026', confirm_password: 'Renewed2026' };
    expect((await resetPassword(apiRequest('/api/v1/auth/reset-password', { method: 'POST', body }), ctx)).status).toBe(200);
    const reused = await resetPassword(apiRequest('/api/v1/auth/reset-password', { method: 'POST', body }), ctx);
    expect(reused.status).toBe(400);
    expect((await session(apiRequest('/api/v1/auth/session', { jar }), ctx)).status).toBe(401);
    expect((await signIn(signInRequest('lawyer.sec@example.com', 'Renewed2026', '203.0.113.91'), ctx)).status).toBe(200);
  });

  it('an expired reset link is refused', async () => {
    await requestReset(apiRequest('/api/v1/auth/reset-password/email', { method: 'POST', body: { email: 'victim@example.com' } }), ctx);
    await settleAfterResponse();
    const [mail] = await listOutbox({ to: 'victim@example.com' });
    const token = linkIn(mail.text, '/reset-password/').split('/').pop()!;
    const { getDb } = await import('@/lib/db');
    const { authTokens } = await import('@/lib/db/schema');
    await (
      await getDb()
    )
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.kind, 'RESET_PASSWORD'));
    const res = await resetPassword(
      apiRequest('/api/v1/auth/reset-password', {
        method: 'POST',
        body: { token, password: 'Renewed2026', confirm_password: 'Renewed2026' },
      }),
      ctx,
    );
    expect(res.status).toBe(400);
  });
});
