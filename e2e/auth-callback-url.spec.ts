import { expect, test } from './fixtures/users';
import { authSettled } from './fixtures/auth';

/** Spec §5: callback_url is honoured only for the app's own origin, in middleware and in the sign-in form. */
const EVIL = (host: string) => [
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  'https://evil.com',
  `https://${host}.evil.com`,
  `https://${host}@evil.com`,
  'javascript:alert(1)',
  '/\t/evil.com',
];

test('a signed-in user on /login with a foreign callback_url stays on the app (goes to the portal)', async ({
  customerContext: context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const host = new URL(baseURL!).host;
  const page = await context.newPage();
  for (const value of EVIL(host)) {
    await page.goto(`/login?callback_url=${encodeURIComponent(value)}`);
    await expect.poll(() => new URL(page.url()).origin, { message: value }).toBe(new URL(baseURL!).origin);
    await expect.poll(() => new URL(page.url()).pathname, { message: value }).toBe('/customer-portal');
  }
});

test('signing in through the form with a foreign callback_url never leaves the origin', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const host = new URL(baseURL!).host;
  const origin = new URL(baseURL!).origin;
  for (const value of EVIL(host)) {
    await page.context().clearCookies();
    await page.goto(`/login?callback_url=${encodeURIComponent(value)}`);
    await authSettled(page);
    await page.getByLabel('Email').fill('customer@example.com');
    await page.getByLabel('Password').fill('Customer123!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { message: value }).toBe('/customer-portal');
    expect(new URL(page.url()).origin, value).toBe(origin);
  }
});

test('a same-origin path with query and hash is honoured', async ({ page }) => {
  await page.goto(`/login?callback_url=${encodeURIComponent('/customer-portal/account-settings?tab=2#names-heading')}`);
  await authSettled(page);
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel('Password').fill('Customer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/account-settings\?tab=2#names-heading$/);
});
