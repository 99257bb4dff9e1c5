import { expect, test } from './fixtures/test';

test('an unknown URL shows the 404 text and a link that reloads the main page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Ops... You are lost!' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Go back to the main page' });
  await expect(back).toHaveAttribute('href', '/');
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the health endpoint reports the embedded database, fully migrated', async ({ request }) => {
  const res = await request.get('/api/v1/health');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.database.engine).toBe('pglite');
  expect(body.database.migrations.upToDate).toBe(true);
});

test('the home page is served with demo data', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: process.env.NEXT_PUBLIC_APP_NAME || 'Abogado' }).first()).toBeVisible();
});

test('bad JSON to an endpoint gives a 4xx JSON message', async ({ request }) => {
  const res = await request.post('/api/v1/payments/webhooks/sandbox', {
    // A Buffer is sent as-is; a string would be JSON-encoded into a valid JSON string.
    data: Buffer.from('{"data": {"id": '),
    headers: { 'content-type': 'application/json', 'paymongo-signature': 't=1,te=00,li=' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ message: 'Invalid JSON body.' });
});
