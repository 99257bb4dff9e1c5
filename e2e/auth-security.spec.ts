import { expect, test } from './fixtures/users';
import { authSettled, linkFromMail, signUpCustomer, testIp, uniqueEmail } from './fixtures/auth';

const FORGED = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

test('bad JSON to /api/v1/auth/signin gets a 4xx JSON message', async ({ request }) => {
  const res = await request.post('/api/v1/auth/signin', {
    data: Buffer.from('{"email": "a@b.co", '),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ message: 'Invalid JSON body.' });
});

test('a cross-site POST is refused (Origin check)', async ({ request }) => {
  const res = await request.post('/api/v1/auth/signin', {
    data: { email: 'customer@example.com', password: 'Customer123!' },
    headers: { origin: 'https://evil.example' },
  });
  expect(res.status()).toBe(403);
});

test('a forged x-middleware-subrequest header gets 401 from protected handlers and no portal page', async ({ request }) => {
  for (const call of [
    request.get('/api/v1/auth/session', { headers: FORGED }),
    request.put('/api/v1/auth/account/settings', { headers: FORGED, data: { first_name: 'A', last_name: 'B' } }),
    request.post('/api/v1/auth/change-password', { headers: FORGED, data: { password: 'Abcdefg12', confirm_password: 'Abcdefg12' } }),
    request.post('/api/v1/auth/verify-email/send', { headers: FORGED }),
  ]) {
    expect((await call).status()).toBe(401);
  }
  const page = await request.get('/customer-portal/account-settings', { headers: FORGED, maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers()['location']).toContain('/login?callback_url=');
});

test('a tampered session cookie gets 401', async ({ customerContext: context }) => {
  const [session] = (await context.cookies()).filter((c) => c.name.endsWith('abogado_session'));
  const [header, payload, signature] = session.value.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, typ: 'LAWYER', roles: ['ADMIN'] })).toString('base64url')}.${signature}`;
  await context.addCookies([{ ...session, value: tampered }]);
  expect((await context.request.get('/api/v1/auth/session')).status()).toBe(401);
  expect((await context.request.put('/api/v1/auth/account/settings', { data: { first_name: 'A', last_name: 'B' } })).status()).toBe(401);
  // Middleware does not believe it either: the lawyer portal sends it to sign in.
  const portal = await context.request.get('/lawyer-portal', { maxRedirects: 0 });
  expect(portal.headers()['location']).toContain('/login?callback_url=%2Flawyer-portal');
});

test('a logged-out session token gets 401', async ({ browser, customerContext: context }) => {
  const stolen = await context.cookies();
  expect((await context.request.post('/api/v1/auth/logout')).status()).toBe(200);
  const replay = await browser.newContext();
  await replay.addCookies(stolen);
  expect((await replay.request.get('/api/v1/auth/session')).status()).toBe(401);
  expect((await replay.request.put('/api/v1/auth/account/settings', { data: { first_name: 'A', last_name: 'B' } })).status()).toBe(401);
  await replay.close();
});

test.describe('lawyer sign-up uploads', () => {
  function multipart(email: string, files: Record<string, { name: string; mimeType: string; buffer: Buffer }>) {
    return {
      first_name: 'Up',
      last_name: 'Loader',
      email,
      password: 'Upload2026',
      confirm_password: 'Upload2026',
      accept_terms: 'true',
      roll_number: '11111',
      ibp_number: 'IBP-1',
      areas_of_law: 'civil',
      languages: 'English',
      ...files,
    };
  }

  for (const [label, files, status, message] of [
    [
      'a .pdf whose bytes are an executable',
      {
        ibp_id: { name: 'ibp.png', mimeType: 'image/png', buffer: PNG },
        government_id: { name: 'gov.pdf', mimeType: 'application/pdf', buffer: EXE },
      },
      415,
      'Unsupported file type.',
    ],
    [
      'an ID over 5 MB',
      {
        ibp_id: { name: 'ibp.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
        government_id: { name: 'gov.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
      413,
      'Maximum size is 5 mb.',
    ],
    ['a missing government ID', { ibp_id: { name: 'ibp.png', mimeType: 'image/png', buffer: PNG } }, 400, 'Please provide a value.'],
  ] as const) {
    test(`${label} → ${status} with the spec's message, and no account is created`, async ({ request }) => {
      const email = uniqueEmail('upload');
      const res = await request.post('/api/v1/auth/lawyer/signup', {
        multipart: multipart(email, files),
        headers: { 'x-forwarded-for': testIp() },
      });
      expect(res.status()).toBe(status);
      expect(await res.json()).toMatchObject({ message });
      const signIn = await request.post('/api/v1/auth/signin', {
        data: { email, password: 'Upload2026' },
        headers: { 'x-forwarded-for': testIp() },
      });
      expect(signIn.status()).toBe(401);
    });
  }
});

test('20 wrong passwords from one address: 429 before the 21st; the owner signs in from another address', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const owner = await signUpCustomer(context);
  await context.close();
  const attacker = '198.51.100.23';
  for (let i = 1; i <= 20; i++) {
    const res = await request.post('/api/v1/auth/signin', {
      data: { email: owner.email, password: `Guess${i}word` },
      headers: { 'x-forwarded-for': attacker },
    });
    expect(res.status(), `attempt ${i}`).toBe(401);
  }
  const blocked = await request.post('/api/v1/auth/signin', {
    data: { email: owner.email, password: 'Guess21word' },
    headers: { 'x-forwarded-for': attacker },
  });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await blocked.json()).message).toBe('Too many attempts. Please try again later.');

  const ownerElsewhere = await request.post('/api/v1/auth/signin', {
    data: { email: owner.email, password: owner.password },
    headers: { 'x-forwarded-for': '203.0.113.44' },
  });
  expect(ownerElsewhere.status()).toBe(200);
});

test('an owner refused on a new device gets an e-mailed sign-in link that signs this browser in', async ({ browser }) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const owner = await signUpCustomer(setup);
  await setup.close();
  // A guesser from this browser (its address, no device cookie): the account+address limit trips.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await authSettled(page);
  const statuses = await page.evaluate(async (email) => {
    const out: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const res = await fetch('/api/v1/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `Guess${i}word` }),
      });
      out.push(res.status);
    }
    return out;
  }, owner.email);
  expect(statuses).toEqual(Array(20).fill(401));
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Too many attempts. Please try again later.')).toBeVisible();
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent you a sign-in link' })).toBeVisible();

  const link = await linkFromMail(browser, owner.email, '/login/link');
  expect(new URL(link).pathname).toBe('/login/link');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in with a link' })).toBeVisible();
  expect((await page.request.get('/api/v1/auth/session')).status()).toBe(401); // opening it is not signing in
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/verify-email/); // signed in (this account's e-mail is not verified yet)
  expect((await page.request.get('/api/v1/auth/session')).status()).toBe(200);
  // The link works once.
  const reused = await browser.newContext();
  const second = await reused.newPage();
  await second.goto(link);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByText('This sign-in link is invalid, has expired or was already used.')).toBeVisible();
  await reused.close();
  await context.close();
});

// A form pressed before its script has run is submitted by the browser itself: as a POST, so what
// was typed (the password) never lands in the address bar, the history or a proxy's access log.
test('the password forms submit by POST before JavaScript runs: no password in the URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/login', '/signup/customer']) {
    await page.goto(path);
    const form = page
      .locator('form')
      .filter({ has: page.locator('input[type="password"]') })
      .first();
    await expect(form).toHaveAttribute('method', 'post');
    await form.locator('input[type="email"]').fill('nobody@example.com');
    await form.locator('input[type="password"]').first().fill('Secret-Pass-2026');
    await form.locator('button[type="submit"]').click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain('Secret-Pass-2026');
    expect(page.url()).not.toContain('password');
  }
  await context.close();
});
