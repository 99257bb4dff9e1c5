import { expect, test } from './fixtures/test';
import { uniqueEmail } from './fixtures/auth';

/**
 * Requests `next start` used to get wrong: a path that does not decode (Next's router answered a
 * plain-text 500), and X-Forwarded-For sent by a client that is not a proxy (believed, so rotating
 * it spread failed sign-ins over made-up addresses). The suite's server trusts 127.0.0.1 only.
 */
test('a path that does not decode: a JSON 400 from the API, the 404 page elsewhere', async ({ request }) => {
  for (const path of ['/api/v1/meeting/%FF', '/api/v1/files/%zz', '/api/v1/lawyers/%E0%A4%A/profile']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Invalid path.', key: 'INVALID_PATH' });
  }
  for (const path of ['/lawyer/%FF', '/blog/%FF', '/lawyers-online/%FF/metro-manila']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text()).toContain('Page not found');
  }
});

test('a client that is not a trusted proxy cannot choose its address: rotating X-Forwarded-For still hits the limit', async ({
  playwright,
}) => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  // ::1 is not in TRUSTED_PROXIES: what it says in X-Forwarded-For is deleted before Next reads the request.
  const direct = await playwright.request.newContext({ baseURL: `http://[::1]:${port}` });
  const email = uniqueEmail('rotating');
  const attempt = (i: number) =>
    direct.post('/api/v1/auth/signin', {
      data: { email, password: `Guess${i}word` },
      headers: { origin: `http://[::1]:${port}`, 'x-forwarded-for': `198.51.100.${i}` },
    });
  for (let i = 1; i <= 20; i++) expect((await attempt(i)).status(), `attempt ${i}`).toBe(401);
  const blocked = await attempt(21);
  expect(blocked.status()).toBe(429);
  expect((await blocked.json()).message).toBe('Too many attempts. Please try again later.');
  await direct.dispose();
});
