import { expect, test } from './fixtures/test';
import { loginAs } from './fixtures/auth';

// A page that fails on the server shows the spec's sentence and the request id of its response
// (the id of the server's log line), so that a visitor can quote it.

test('a failing page shows "Ops... Something went wrong! Sorry!" with its request id', async ({ page }) => {
  await loginAs(page.context(), 'admin');
  const response = await page.goto('/dev/error');
  const requestId = response!.headers()['x-request-id'];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ops... Something went wrong! Sorry!' })).toBeVisible();
  await expect(page.getByText('Request ID:')).toContainText(requestId);
  // Next's digest of the server error, which the log line carries too.
  await expect(page.getByText('Error digest:')).toContainText(/Error digest: \S+/);
  await expect(page.getByRole('link', { name: 'Go back to the main page' })).toHaveAttribute('href', '/');
});

test('the error check page is for admins only in production', async ({ page }) => {
  expect((await page.goto('/dev/error'))!.status()).toBe(404);
  await loginAs(page.context(), 'customer');
  expect((await page.goto('/dev/error'))!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Ops... You are lost!' })).toBeVisible();
});
