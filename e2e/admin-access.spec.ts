import { expect, test, type APIRequestContext } from './fixtures/test';
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

test('visitors are sent to sign in from every admin page and get 401 from every call; clients and lawyers get 403; admins get in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext();
  const client = await browser.newContext();
  // A person's page is walked for the demo client (any real person will do).
  const { _id: clientId } = await loginAs(client, 'customer');
  const pages = adminPages({ userId: clientId });
  expect(pages).toEqual(
    expect.arrayContaining([
      '/admin',
      '/admin/verifications',
      '/admin/users',
      `/admin/users/${clientId}`,
      '/admin/moderation',
      '/admin/payments',
      '/admin/emails',
      '/admin/audit-log',
    ]),
  );
  const lawyer = await browser.newContext();
  await bookableLawyer(browser, lawyer);
  const admin = await adminContext(browser);
  const calls = await adminCalls(admin.request);
  expect(calls.length).toBeGreaterThanOrEqual(13);

  const seen: string[] = [];
  for (const [who, context, expected] of [
    ['visitor', visitor, 401],
    ['client', client, 403],
    ['lawyer', lawyer, 403],
  ] as const) {
    for (const p of pages) {
      const res = await context.request.get(p, { maxRedirects: 0 });
      seen.push(`${who} GET ${p} ${res.status()}`);
      // A visitor is sent to sign in and back to the page (the access table, as for the portals).
      const to = res.headers().location ? new URL(res.headers().location, baseURL) : null;
      const answer = who === 'visitor' ? `${res.status()} ${to ? `${to.pathname}${to.search}` : '-'}` : `${res.status()}`;
      expect(`${who} GET ${p} ${answer}`).toBe(
        `${who} GET ${p} ${who === 'visitor' ? `307 /login?callback_url=${encodeURIComponent(p)}` : expected}`,
      );
    }
    for (const call of calls) {
      const res = await context.request.fetch(call.url, {
        method: call.method,
        headers: { origin: baseURL! },
        data: call.method === 'GET' ? undefined : { reason: 'x', hidden: true, decision: 'approve', reference: 'x', status: 'DISMISSED' },
      });
      expect(`${who} ${call.method} ${call.url} ${res.status()}`).toBe(`${who} ${call.method} ${call.url} ${expected}`);
      expect((await res.json()).message).toBeTruthy();
    }
  }
  for (const p of pages) expect(`admin GET ${p} ${(await admin.request.get(p)).status()}`).toBe(`admin GET ${p} 200`);

  // The forbidden page says so; the admin finds the console in the avatar menu, a client does not.
  const clientPage = await client.newPage();
  await clientPage.goto('/admin/payments');
  await expect(clientPage.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
  await clientPage.goto('/');
  await authSettled(clientPage);
  await clientPage.getByRole('button', { name: 'Account settings' }).click();
  await expect(clientPage.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(clientPage.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  const adminPage = await admin.newPage();
  await adminPage.goto('/');
  await authSettled(adminPage);
  await adminPage.getByRole('button', { name: 'Account settings' }).click();
  await adminPage.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  await expect(adminPage.getByRole('heading', { name: 'Operations' })).toBeVisible();
  for (const context of [visitor, client, lawyer, admin]) await context.close();
});

test('the API reference loads only on its own page, under the CSP', async ({ page }) => {
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
  await expect(page.getByRole('heading', { name: 'Abogado API' }).first()).toBeVisible({ timeout: 30_000 });
  // Every tag of the document is in the reference's navigation, the admin console's too.
  await expect(page.getByRole('link', { name: 'Admin', exact: true }).first()).toBeAttached();
  await expect(page.getByRole('link', { name: 'Work items', exact: true }).first()).toBeAttached();
  expect(scalar).toEqual(['/api-reference/scalar.js']);
  expect(violations).toEqual([]);
  const doc = await page.request.get('/api/v1/openapi.json');
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toBe('3.1.0');
});
