import { expect, test, type APIRequestContext, type BrowserContext } from './fixtures/test';
import { adminContext, adminPages } from './fixtures/admin';
import { authSettled, loginAs } from './fixtures/auth';
import { bookableLawyer } from './fixtures/lawyers';

/** Every admin operation, from the OpenAPI document (whose test holds it equal to the route files). */
async function adminCalls(request: APIRequestContext): Promise<{ method: string; url: string }[]> {
  const doc = await (await request.get('/api/v1/openapi.json')).json();
  return Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .filter(([p]) => p.startsWith('/api/v1/admin/'))
    .flatMap(([p, ops]) =>
      Object.keys(ops).map((method) => ({
        method: method.toUpperCase(),
        url: p.replace('{kind}', 'review').replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      })),
    );
}

// Who gets into the admin console: a visitor, a client, a lawyer and the admin, each signed in once
// for this file (their contexts kept for its tests); one test per admin page, one per persona for the
// calls. A person's page is walked for the demo client (any real person will do).
let visitor: BrowserContext;
let client: BrowserContext;
let lawyer: BrowserContext;
let admin: BrowserContext;
let clientId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  visitor = await browser.newContext();
  client = await browser.newContext();
  clientId = (await loginAs(client, 'customer'))._id;
  lawyer = await browser.newContext();
  await bookableLawyer(browser, lawyer);
  admin = await adminContext(browser);
});

test.afterAll(async () => {
  for (const context of [visitor, client, lawyer, admin]) await context?.close();
});

const PAGES = adminPages({ userId: '[client]' });

test('the admin pages walked below are every page of the console', () => {
  expect(PAGES).toEqual(
    expect.arrayContaining([
      '/admin',
      '/admin/verifications',
      '/admin/users',
      '/admin/users/[client]',
      '/admin/moderation',
      '/admin/payments',
      '/admin/emails',
      '/admin/audit-log',
    ]),
  );
});

for (const listed of PAGES) {
  test(`GET ${listed}: a visitor is sent to sign in, a client and a lawyer get 403, the admin gets in`, async ({ baseURL }) => {
    const p = listed.replace('[client]', clientId);
    // A visitor is sent to sign in and back to the page (the access table, as for the portals).
    const res = await visitor.request.get(p, { maxRedirects: 0 });
    const to = res.headers().location ? new URL(res.headers().location, baseURL) : null;
    expect(`visitor GET ${p} ${res.status()} ${to ? `${to.pathname}${to.search}` : '-'}`).toBe(
      `visitor GET ${p} 307 /login?callback_url=${encodeURIComponent(p)}`,
    );
    for (const [who, context] of [
      ['client', client],
      ['lawyer', lawyer],
    ] as const) {
      expect(`${who} GET ${p} ${(await context.request.get(p, { maxRedirects: 0 })).status()}`).toBe(`${who} GET ${p} 403`);
    }
    expect(`admin GET ${p} ${(await admin.request.get(p)).status()}`).toBe(`admin GET ${p} 200`);
  });
}

for (const [who, expected] of [
  ['visitor', 401],
  ['client', 403],
  ['lawyer', 403],
] as const) {
  test(`every admin call answers ${expected} to a ${who}`, async ({ baseURL }) => {
    const context = { visitor, client, lawyer }[who];
    const calls = await adminCalls(admin.request);
    expect(calls.length).toBeGreaterThanOrEqual(13);
    for (const call of calls) {
      const res = await context.request.fetch(call.url, {
        method: call.method,
        headers: { origin: baseURL! },
        data: call.method === 'GET' ? undefined : { reason: 'x', hidden: true, decision: 'approve', reference: 'x', status: 'DISMISSED' },
      });
      expect(`${who} ${call.method} ${call.url} ${res.status()}`).toBe(`${who} ${call.method} ${call.url} ${expected}`);
      expect((await res.json()).message).toBeTruthy();
    }
  });
}

test('the forbidden page says so; the admin finds the console in the avatar menu, a client does not', async () => {
  const clientPage = await client.newPage();
  await clientPage.goto('/admin/payments');
  await expect(clientPage.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
  await clientPage.goto('/');
  await authSettled(clientPage);
  await clientPage.getByRole('button', { name: 'Account settings' }).click();
  await expect(clientPage.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(clientPage.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await clientPage.close();
  const adminPage = await admin.newPage();
  await adminPage.goto('/');
  await authSettled(adminPage);
  await adminPage.getByRole('button', { name: 'Account settings' }).click();
  await adminPage.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  await expect(adminPage.getByRole('heading', { name: 'Operations' })).toBeVisible();
  await adminPage.close();
});

test('the API reference loads only on its own page, under the CSP', async ({ page }) => {
  // Scalar lays out the whole document (149 operations) in the page before its first heading: on a
  // machine busy with the other e2e lanes that took more than 30 s once. Waited for, not timed.
  test.slow();
  const scalar: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api-reference/scalar.js')) scalar.push(new URL(r.url()).pathname);
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  await page.goto('/lawyers-online/labor');
  expect(scalar).toEqual([]);
  await page.goto('/api-reference');
  await expect(page.getByRole('heading', { name: 'Abogado API' }).first()).toBeVisible({ timeout: 90_000 });
  // Every tag of the document is in the reference's navigation, the admin console's too.
  await expect(page.getByRole('link', { name: 'Admin', exact: true }).first()).toBeAttached();
  await expect(page.getByRole('link', { name: 'Work items', exact: true }).first()).toBeAttached();
  expect(scalar).toEqual(['/api-reference/scalar.js']);
  expect(violations).toEqual([]);
  const doc = await page.request.get('/api/v1/openapi.json');
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toBe('3.1.0');
});
