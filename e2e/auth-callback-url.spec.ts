import type { BrowserContext } from './fixtures/test';
import { createVerifiedCustomer, expect, test } from './fixtures/users';
import { authSettled } from './fixtures/auth';

/** Spec §5: callback_url is honoured only for the app's own origin, in the proxy and in the sign-in form. */
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

/** The titles' stand-in for this server's host (known at run time only). */
const HOST = '[host]';
type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;
// A client of this spec alone, signed in once; each test opens its own context with that session.
let client: SignedIn;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await createVerifiedCustomer(browser, context.request);
  client = await context.storageState();
  await context.close();
});

test.describe('a signed-in user on /login with a foreign callback_url stays on the app (goes to the portal)', () => {
  for (const listed of EVIL(HOST)) {
    test(listed, async ({ browser, baseURL }) => {
      const value = listed.replace(HOST, new URL(baseURL!).host);
      const context = await browser.newContext({ storageState: client });
      const page = await context.newPage();
      await page.goto(`/login?callback_url=${encodeURIComponent(value)}`);
      await expect.poll(() => new URL(page.url()).origin, { message: value }).toBe(new URL(baseURL!).origin);
      await expect.poll(() => new URL(page.url()).pathname, { message: value }).toBe('/customer-portal');
      await context.close();
    });
  }
});

test.describe('signing in through the form with a foreign callback_url never leaves the origin', () => {
  for (const listed of EVIL(HOST)) {
    test(listed, async ({ page, baseURL }) => {
      const value = listed.replace(HOST, new URL(baseURL!).host);
      await page.goto(`/login?callback_url=${encodeURIComponent(value)}`);
      await authSettled(page);
      await page.getByLabel('Email').fill('customer@example.com');
      await page.getByLabel('Password').fill('Customer123!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { message: value }).toBe('/customer-portal');
      expect(new URL(page.url()).origin, value).toBe(new URL(baseURL!).origin);
    });
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
