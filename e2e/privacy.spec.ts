import fs from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { DELETION_MESSAGES } from '../lib/config/privacy';
import { authSettled, mailsTo } from './fixtures/auth';
import { expect, test } from './fixtures/users';

// Issue 30: a person's rights over their data, through the pages (own users from the sign-up fixture).

test('delete my account: asked from account settings, scheduled with the password, cancelled by signing in', async ({
  customerContext,
  browser,
}) => {
  const { customer } = customerContext;
  const page = await customerContext.newPage();
  await page.goto('/customer-portal/account-settings');
  await authSettled(page);
  await page.getByRole('link', { name: 'Delete my account…' }).click();
  await expect(page.getByRole('heading', { name: 'Delete my account', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is kept, and why' })).toBeVisible();
  await expect(page.getByText('Payment and receipt records, for 10 years')).toBeVisible();

  // A wrong password changes nothing.
  await page.getByLabel('Your password').fill('Not-my-password-1');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();

  await page.getByLabel('Your password').fill(customer.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/deleted\?due=/);
  await expect(page.getByRole('status')).toHaveText('Your account is scheduled for deletion. You have been signed out everywhere.');
  await expect
    .poll(async () => (await mailsTo(browser, customer.email)).map((m) => m.subject))
    .toContain('Your Abogado account will be deleted');
  // Every session ended, this browser's too.
  expect((await customerContext.request.get('/api/v1/auth/session')).status()).toBe(401);

  // Signing in within the grace period cancels it; the person is told.
  await page.getByRole('link', { name: 'Sign in to cancel' }).click();
  await authSettled(page);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer-portal$/);
  // Said on the page, once (issue 38): a reload does not repeat it.
  await expect(page.getByText(DELETION_MESSAGES.cancelledOnSignIn)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(browser, customer.email)).map((m) => m.subject))
    .toContain('Your Abogado account will not be deleted');
  await page.reload();
  await authSettled(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await customerContext.cookies()).map((c) => c.name)).not.toContain('abogado_notice');
  await expect(page.getByText(DELETION_MESSAGES.cancelledOnSignIn)).toHaveCount(0);
  const state = await page.request.get('/api/v1/auth/account/deletion');
  expect(state.status()).toBe(200);
  expect((await state.json()).pending).toBeNull();
});

test('download my data: asked in account settings, built by the scheduler, mailed, downloaded', async ({ customerContext, browser }) => {
  test.setTimeout(120_000);
  const { customer } = customerContext;
  const page = await customerContext.newPage();
  await page.goto('/customer-portal/account-settings');
  await authSettled(page);
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/account/export') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Ask for my data' }).click();
  expect((await asked).status()).toBe(202);
  // A second ask while it is prepared is refused with a clear 429: asked as soon as the first is answered,
  // since the scheduler's pass (every 2 s here) may have built it by the time the page says so (seen on a
  // slow machine, where the second ask then came after the export was ready and was rightly taken).
  const again = await page.request.post('/api/v1/auth/account/export');
  expect(again.status()).toBe(429);
  expect((await again.json()).message).toBe('Your data export is already being prepared. We will e-mail you when it is ready.');
  await expect(page.getByText('Preparing your data… we will e-mail you when it is ready.')).toBeVisible();

  // The server's scheduler (a pass every SCHEDULER_INTERVAL_SECONDS) builds it and mails the person.
  await expect
    .poll(async () => (await mailsTo(browser, customer.email)).map((m) => m.subject), { timeout: 60_000 })
    .toContain('Your Abogado data is ready to download');
  const link = page.getByRole('link', { name: /^Download ZIP/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^abogado-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['data.json', 'README.txt']));
  const data = JSON.parse(strFromU8(zip['data.json']));
  expect(data.account).toMatchObject({ id: customer._id, email: customer.email });
  expect(data.sessions.length).toBeGreaterThan(0);
  // Behind the session: signed out, the link is a 401.
  const visitor = await browser.newContext();
  expect((await visitor.request.get((await link.getAttribute('href'))!)).status()).toBe(401);
  await visitor.close();
});
