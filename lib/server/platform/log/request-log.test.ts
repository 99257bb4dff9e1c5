import { Writable } from 'node:stream';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { GET as calendarFeed } from '@/app/api/v1/calendars/feed/[file]/route';
import { GET as notifications } from '@/app/api/v1/notifications/in-app/route';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/platform/security/password';
import { route } from '@/lib/server/platform/http';
import { captureLogForTests } from './logger';
import { routePattern } from './request-log';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { testCustomer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const PASSWORD = 'Lighthouse-Keeper-2026';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Runs `fn` with the real logger writing to memory; returns the raw text and the parsed lines. */
async function logOf<T>(fn: () => Promise<T>): Promise<{ result: T; raw: string; lines: Record<string, unknown>[] }> {
  let raw = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      raw += String(chunk);
      done();
    },
  });
  const restore = captureLogForTests(sink);
  try {
    const result = await fn();
    return {
      result,
      raw,
      lines: raw
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    };
  } finally {
    restore();
  }
}

describe('request log (route())', () => {
  it('sign-in: one JSON line with the fields and the user, never the password or the session cookie; X-Request-Id answers', async () => {
    const [user] = await db()
      .db.insert(users)
      .values({
        email: 'logged@example.com',
        type: 'CUSTOMER',
        firstName: 'Log',
        lastName: 'Ged',
        passwordHash: await hashPassword(PASSWORD),
        emailVerified: true,
      })
      .returning({ id: users.id });
    const req = apiRequest('/api/v1/auth/signin', { method: 'POST', body: { email: 'logged@example.com', password: PASSWORD } });
    const { result: res, raw, lines } = await logOf(() => signIn(req, routeCtx()));

    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toEqual({
      level: 'info',
      time: expect.any(String),
      msg: 'request',
      requestId: expect.stringMatching(UUID),
      method: 'POST',
      route: '/api/v1/auth/signin',
      status: 200,
      durationMs: expect.any(Number),
      userId: user.id,
    });
    expect(res.headers.get('x-request-id')).toBe(line.requestId);
    // The session cookie and the device cookie (the readable `signed_in=1` hint is no secret).
    const secrets = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0].split('=').slice(1).join('='))
      .filter((v) => v.length >= 16);
    expect(secrets.length).toBeGreaterThan(0);
    expect(raw).not.toContain(PASSWORD);
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw.toLowerCase()).not.toContain('cookie');
  });

  it('a signed-in call names its user; each request has its own id; API answers carry their CSP', async () => {
    const customer = await testCustomer(db().db);
    const { result, lines } = await logOf(async () => [
      await notifications(apiRequest('/api/v1/notifications/in-app', { jar: customer.jar }), routeCtx()),
      await notifications(apiRequest('/api/v1/notifications/in-app'), routeCtx()),
    ]);
    expect(lines.map((l) => [l.status, l.userId])).toEqual([
      [200, customer.id],
      [401, undefined],
    ]);
    expect(result.map((r) => r.headers.get('x-request-id'))).toEqual(lines.map((l) => l.requestId));
    expect(lines[0].requestId).not.toBe(lines[1].requestId);
    expect(result[0].headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('logs the route pattern, not the path: the calendar feed token stays out of the log', async () => {
    const token = 'f'.repeat(43);
    const { result, raw, lines } = await logOf(() =>
      calendarFeed(apiRequest(`/api/v1/calendars/feed/${token}.ics`), routeCtx({ file: `${token}.ics` })),
    );
    expect(result.status).toBe(404);
    expect(lines).toEqual([expect.objectContaining({ route: '/api/v1/calendars/feed/[file]', status: 404 })]);
    expect(raw).not.toContain(token);
  });

  it('an unexpected error: the line has the stack, the client gets a generic 500 with the same request id', async () => {
    const failing = route(async () => {
      throw new Error('disk on fire');
    });
    const { result: res, lines } = await logOf(() => failing(apiRequest('/api/v1/anything'), routeCtx()));
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body).toEqual({ message: 'Internal server error', key: 'INTERNAL', code: 'common.internal', status: 500 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', status: 500, route: '/api/v1/anything', requestId: res.headers.get('x-request-id') });
    expect((lines[0].err as { stack: string }).stack).toContain('disk on fire');
  });

  it('a client that went away mid-request is a 499 logged without an error, not a 500', async () => {
    const aborted = route(async () => {
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    });
    const { result: res, lines } = await logOf(() => aborted(apiRequest('/api/v1/anything', { method: 'POST', body: {} }), routeCtx()));
    expect(res.status).toBe(499);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 499 });
    expect(lines[0].level).not.toBe('error');
    expect(lines[0]).not.toHaveProperty('err');
  });

  it('a redirect answer (immutable headers) still gets its request id', async () => {
    const redirecting = route(async () => Response.redirect('http://localhost:3000/login', 302));
    const { result: res, lines } = await logOf(() => redirecting(apiRequest('/api/v1/x'), routeCtx()));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/login');
    expect(res.headers.get('x-request-id')).toBe(lines[0].requestId);
  });
});

describe('routePattern', () => {
  it('puts the param names back in place of their values', () => {
    expect(routePattern('/api/v1/meeting/abc/file/def', { id: 'abc', fileId: 'def' })).toBe('/api/v1/meeting/[id]/file/[fileId]');
    expect(routePattern('/api/v1/lawyers/profile/x%20y', { id: 'x y' })).toBe('/api/v1/lawyers/profile/[id]');
    expect(routePattern('/docs/a/b', { slug: ['a', 'b'] })).toBe('/docs/[...slug]');
    expect(routePattern('/api/v1/health', {})).toBe('/api/v1/health');
  });
});
