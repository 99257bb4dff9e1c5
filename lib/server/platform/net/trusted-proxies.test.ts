import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as signIn } from '@/app/api/v1/auth/signin/route';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/platform/security/password';
import { useTestDb } from '@/lib/test/db';
import { parseEnv } from '@/lib/server/env';
import { setTestEnv } from '@/lib/test/env';
import { clientAddress, installForwardedHeaderGuard } from './trusted-proxies';

const db = useTestDb();

describe('clientAddress (X-Forwarded-For read from the right)', () => {
  afterEach(() => setTestEnv({ TRUSTED_PROXIES: undefined }));

  it('without trusted proxies: the one entry the server wrote (the socket address)', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(null)).toBeNull();
    expect(clientAddress('not-an-ip')).toBeNull();
  });

  it('behind trusted proxies: the first address from the right that is not one of them', () => {
    setTestEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7, 127.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5')).toBe('10.0.0.5');
  });

  it('TRUSTED_PROXIES must be IPs or CIDRs', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8,nginx' })).toThrow(
      'TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges',
    );
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '::1']);
  });
});

/**
 * A real socket in front of the sign-in handler, filled in as `next start` does (base-server.js:
 * `x-forwarded-for ??= socket.remoteAddress`, `x-forwarded-host ??= host`), with the guard that
 * instrumentation.ts installs.
 */
async function withServer(run: (origin: string, seen: http.IncomingHttpHeaders[]) => Promise<void>) {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer(async (req, res) => {
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    req.headers['x-forwarded-host'] ??= req.headers.host;
    seen.push({ ...req.headers });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]));
    const answer = await signIn(
      new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
      { params: Promise.resolve({}) },
    );
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the forwarded-header guard', () => {
  beforeAll(async () => {
    installForwardedHeaderGuard();
    await db()
      .db.insert(users)
      .values({
        email: 'owner.xff@example.com',
        type: 'CUSTOMER',
        firstName: 'O',
        lastName: 'W',
        passwordHash: await hashPassword('Harbour2026'),
        emailVerified: true,
      });
  });
  afterEach(() => setTestEnv({ TRUSTED_PROXIES: undefined }));

  const attempt = (origin: string, forwardedFor: string, email = 'owner.xff@example.com') =>
    fetch(`${origin}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': forwardedFor, 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });

  it('a client rotating X-Forwarded-For is still one address: its failures hit the per-address limit', async () => {
    await withServer(async (origin, seen) => {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await attempt(origin, `198.51.100.${i + 1}`)).status);
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      // What the handler saw: the socket address and the real host, never the client's claims.
      expect(seen.every((h) => h['x-forwarded-for'] === '127.0.0.1' && h['x-forwarded-host'] === h.host)).toBe(true);
    });
  });

  it('from a trusted proxy, the forwarded address is believed', async () => {
    setTestEnv({ TRUSTED_PROXIES: '127.0.0.1' });
    await withServer(async (origin, seen) => {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await attempt(origin, `192.0.2.${i + 1}`, 'someone.else@example.com')).status);
      expect(statuses.every((s) => s === 401)).toBe(true);
      expect(seen.map((h) => h['x-forwarded-for'])).toEqual(Array.from({ length: 22 }, (_, i) => `192.0.2.${i + 1}`));
    });
  });
});
