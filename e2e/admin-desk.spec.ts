import { expect, test, type Page } from './fixtures/test';
import { adminContext, auditActions, completeProfile, signUpLawyer } from './fixtures/admin';
import { TEST_PASSWORD, loginAs } from './fixtures/auth';

/**
 * The verification desk (issue 27 item 6): ID documents previewed in place, a confirmation that
 * repeats what was checked, lookup, the person's page, and suspending an account at once.
 */

const queueRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const suffix = () => Date.now().toString(36).slice(-5);

test('the documents preview inline and Approve / Reject first repeat the name, roll number and IBP number', async ({ browser }) => {
  test.setTimeout(180_000);
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const name = `Teodora Alonzo${suffix()}`;
  const [first, last] = name.split(' ');
  await signUpLawyer(browser, await lawyerContext.newPage(), first, last);

  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/verifications');
  const row = queueRow(page, name);

  // The image opens in a dialog, loaded from the inline preview (no download).
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await row.getByRole('button', { name: 'IBP ID', exact: true }).click();
  const image = page.getByRole('dialog', { name: `IBP ID of ${name}` }).getByRole('img', { name: `IBP ID of ${name}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/admin-desk-image-1280.png' });
  const imageUrl = (await image.getAttribute('src'))!;
  expect(imageUrl).toMatch(/^\/api\/v1\/admin\/files\//);
  await page.keyboard.press('Escape');

  // The PDF opens in a new tab, shown by the browser's viewer.
  const pdfLink = row.getByRole('link', { name: `Government ID of ${name} (PDF, opens in a new tab)` });
  const [popup] = await Promise.all([page.waitForEvent('popup'), pdfLink.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain((await pdfLink.getAttribute('href'))!);
  await popup.close();
  expect(downloaded).toBe(false);

  // Both are served inline, sandboxed and unsniffable; an image opened on its own renders under that CSP.
  for (const [url, type] of [
    [imageUrl, 'image/png'],
    [(await pdfLink.getAttribute('href'))!, 'application/pdf'],
  ]) {
    const res = await admin.request.get(url);
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['content-type']).toBe(type);
    expect(h['content-disposition']).toMatch(/^inline;/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['content-security-policy']).toContain('sandbox');
    expect(h['content-security-policy']).toContain("default-src 'none'");
  }
  const alone = await admin.newPage();
  await alone.goto(imageUrl);
  await expect.poll(() => alone.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0)).toBeGreaterThan(0);
  await alone.close();
  // Not to the lawyer whose document it is, nor to a visitor.
  expect((await lawyerContext.request.get(imageUrl)).status()).toBe(403);
  expect((await (await browser.newContext()).request.get(imageUrl)).status()).toBe(401);

  // Reject repeats what was checked; going back changes nothing.
  await row.getByRole('button', { name: `Reject ${name}` }).click();
  const rejectDialog = page.getByRole('dialog', { name: `Reject ${name}?` });
  await expect(rejectDialog.getByTestId('confirm-name')).toHaveText(name);
  await expect(rejectDialog.getByTestId('confirm-roll')).toHaveText('81234');
  await expect(rejectDialog.getByTestId('confirm-ibp')).toHaveText('IBP-2026-4411');
  await expect(rejectDialog.getByRole('button', { name: 'Reject and tell the lawyer' })).toBeDisabled();
  await rejectDialog.getByRole('button', { name: 'Go back' }).click();
  await expect(rejectDialog).toHaveCount(0);

  // Approve: one click opens the confirmation; nothing is decided until it is confirmed.
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${name}?` });
  await expect(dialog.getByTestId('confirm-name')).toHaveText(name);
  await expect(dialog.getByTestId('confirm-roll')).toHaveText('81234');
  await expect(dialog.getByTestId('confirm-ibp')).toHaveText('IBP-2026-4411');
  await page.screenshot({ path: 'test-results/admin-desk-confirm-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/admin-desk-confirm-375.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(queueRow(page, name)).toBeVisible();
  const lawyerId = (await (await lawyerContext.request.get('/api/v1/auth/session')).json())._id as string;
  expect(await auditActions(admin.request, lawyerId)).toEqual([]);

  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await dialog.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(toast(page, `${name} is verified.`)).toBeVisible();
  await expect(queueRow(page, name)).toHaveCount(0);
  expect(await auditActions(admin.request, lawyerId)).toEqual(['lawyer.verification.approve']);
  await admin.close();
  await lawyerContext.close();
});

test('lookup finds the lawyer; suspending signs them out and takes the profile off search; restoring brings it back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyerPage = await lawyerContext.newPage();
  const name = `Gregoria Montoya${suffix()}`;
  const [first, last] = name.split(' ');
  const { id, email } = await signUpLawyer(browser, lawyerPage, first, last);
  await completeProfile(lawyerPage.request, first, last);

  const admin = await adminContext(browser);
  expect((await admin.request.put(`/api/v1/admin/verifications/${id}`, { data: { decision: 'approve' } })).status()).toBe(200);
  const visible = await lawyerPage.request.post('/api/v1/lawyers/profile/visibility', { data: { is_public: true } });
  expect(visible.status(), await visible.text()).toBe(200);
  const search = `/api/v1/lawyers?area_of_practice=labor&region=${encodeURIComponent('Eastern Visayas (VIII)')}&limit=50`;
  const inSearch = async () => ((await (await admin.request.get(search)).json()).results as { _id: string }[]).some((r) => r._id === id);
  expect(await inSearch()).toBe(true);

  // Lookup: part of the surname in another case, then the person's page.
  const page = await admin.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill(last.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/admin-desk-lookup-1280.png' });
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const ibpImage = page.getByRole('img', { name: `IBP ID of ${name}` });
  await expect.poll(() => ibpImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: `Government ID of ${name} (PDF, opens in a new tab)` })).toBeVisible();
  const history = page.getByRole('table', { name: 'Verification decisions' });
  await expect(history).toContainText('lawyer.verification.approve');
  await expect(page.getByRole('link', { name: 'Shown on search · open' })).toHaveAttribute('href', `/lawyer/${id}`);
  await page.screenshot({ path: 'test-results/admin-desk-person-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/admin-desk-person-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Suspend, with a reason: the lawyer's next request is refused and the profile is gone.
  await page.getByRole('button', { name: `Suspend ${name}` }).click();
  await page.getByLabel('Why suspend it? (audit log)').fill('Roll number belongs to another lawyer (IBP confirmed).');
  await page.getByRole('button', { name: 'Suspend and sign out' }).click();
  await expect(toast(page, `${name} is suspended and signed out.`)).toBeVisible();
  await expect(page.getByText('Suspended since')).toBeVisible();
  expect((await lawyerPage.request.get('/api/v1/auth/session')).status()).toBe(401);
  expect((await lawyerPage.request.get('/api/v1/lawyers/profile')).status()).toBe(401);
  const signIn = await lawyerPage.request.post('/api/v1/auth/signin', { data: { email, password: TEST_PASSWORD } });
  expect(signIn.status()).toBeGreaterThanOrEqual(400);
  const visitor = await browser.newContext();
  const profilePage = await visitor.newPage();
  expect((await profilePage.goto(`/lawyer/${id}`))!.status()).toBe(404);
  expect((await visitor.request.get(`/api/v1/lawyers/${id}/profile`)).status()).toBe(404);
  expect(await inSearch()).toBe(false);

  // Restore: back on search and its page; the lawyer signs in again.
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  await page.getByLabel('Why restore it? (audit log)').fill('Identity confirmed with the IBP chapter.');
  await page.getByRole('button', { name: 'Restore the account' }).click();
  await expect(toast(page, `${name} can sign in again.`)).toBeVisible();
  expect((await profilePage.goto(`/lawyer/${id}`))!.status()).toBe(200);
  expect(await inSearch()).toBe(true);
  await loginAs(lawyerContext, { email, password: TEST_PASSWORD });
  expect((await lawyerPage.request.get('/api/v1/auth/session')).status()).toBe(200);
  await expect(page.getByRole('table', { name: `Audit entries about ${name}` })).toContainText('user.restore');
  expect((await auditActions(admin.request, id)).slice(0, 2)).toEqual(['user.restore', 'user.suspend']);
  await visitor.close();
  await admin.close();
  await lawyerContext.close();
});
