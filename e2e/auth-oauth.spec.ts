import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { expect, test } from './fixtures/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { authSettled } from './fixtures/auth';

/**
 * Google sign-in end to end against a local OIDC double (oauth2-mock-server). The shared e2e server
 * has no OAuth configured, so this spec starts a second instance of the same build with
 * GOOGLE_CLIENT_ID/SECRET and OAUTH_GOOGLE_ISSUER pointing at the double, on its own database.
 */
let mock: OAuth2Server;
let app: ChildProcess | undefined;
let appUrl = '';
const dataDir = `${process.env.E2E_DATA_DIR ?? '.data-e2e'}-oauth`;
const profile = {
  sub: 'google-oidc-1001',
  email: 'olivia.reyes@example.com',
  email_verified: true,
  given_name: 'Olivia',
  family_name: 'Reyes',
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(await freePort(), 'localhost');
  mock.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = profile;
  });

  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // The keep-alive of `npm start` (65 s): Node's default 5 s closes an idle connection the test's client may reuse at
  // that moment — a loaded machine (CI beside two busy loops) read ECONNRESET on GET auth/session.
  app = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '--keepAliveTimeout', '65000'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: '1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      APP_URL: appUrl,
      GOOGLE_CLIENT_ID: 'abogado-e2e',
      GOOGLE_CLIENT_SECRET: 'abogado-e2e-secret',
      OAUTH_GOOGLE_ISSUER: mock.issuer.url!,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${appUrl}/api/v1/health`).catch(() => null))?.status ?? 0, { timeout: 200_000, intervals: [1000] })
    .toBe(200);
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await mock?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the buttons are hidden where OAuth is not configured', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
  // The sign-up page promises only what is offered.
  await page.goto('/signup/customer');
  await expect(page.getByText('Register by email.', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Google|Facebook/);
});

test('with Google configured, the sign-up page names Google and not Facebook', async ({ page }) => {
  await page.goto(`${appUrl}/signup/customer`);
  await expect(page.getByText('Register by email or Google.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Facebook');
});

test('a first Google sign-in creates a CUSTOMER with a verified e-mail; the next one finds the same account', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${appUrl}/login`);
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);
  await expect(page.getByText('By continuing with Google, you agree to the Terms of Service and the Privacy Policy.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${appUrl}/customer-portal`);
  await expect(page.getByRole('heading', { name: 'Olivia Reyes' })).toBeVisible();
  await authSettled(page);
  const first = await (await page.request.get(`${appUrl}/api/v1/auth/session`)).json();
  expect(first).toMatchObject({ email: profile.email, type: 'CUSTOMER', email_verified: true, has_password: false });
  // The line under the button is the acceptance on record (issue 30), with the current versions.
  const consents = await (await page.request.get(`${appUrl}/api/v1/auth/account/consents`)).json();
  expect(consents.policies).toEqual([
    expect.objectContaining({ kind: 'TERMS', accepted_version: expect.any(String), accepted_at: expect.any(String) }),
    expect.objectContaining({ kind: 'PRIVACY', accepted_version: expect.any(String), accepted_at: expect.any(String) }),
  ]);

  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${appUrl}/`);

  await page.goto(`${appUrl}/login?callback_url=${encodeURIComponent('/customer-portal/account-settings')}`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${appUrl}/customer-portal/account-settings`);
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  const second = await (await page.request.get(`${appUrl}/api/v1/auth/session`)).json();
  expect(second._id).toBe(first._id);
});

test('from the Register page, Google carries callback_url through the OAuth state (issue 27: keep the slot)', async ({ page }) => {
  test.setTimeout(120_000);
  const target = '/customer-portal/account-settings?from=slot';
  await page.goto(`${appUrl}/login?callback_url=${encodeURIComponent(target)}`);
  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByRole('link', { name: /I need a lawyer/ }).click();
  await expect(page).toHaveURL(`${appUrl}/signup/customer?callback_url=${encodeURIComponent(target)}`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${appUrl}${target}`);
});

test('a callback without the matching state is refused', async ({ page }) => {
  await page.goto(`${appUrl}/api/v1/auth/oauth/google/callback?code=stolen&state=guessed`);
  await expect(page).toHaveURL(`${appUrl}/login?error=oauth`);
  await expect(page.getByText('Sign-in failed. Please try again.')).toBeVisible();
  expect((await page.request.get(`${appUrl}/api/v1/auth/session`)).status()).toBe(401);
});
