import { expect, test, type Page } from './fixtures/test';
import { expectNoSidewaysScroll } from './fixtures/layout';
import { pageReady } from './fixtures/ready';
import { createVerifiedCustomer } from './fixtures/users';

// Issue 75: claim what you are owed. A client on a phone, in Filipino, opens a claim for ₱45,000 a neighbour in the
// same city owes, and takes it through the steps the law sets — the demand, the barangay (its certification to file
// action), the court's decision, the money recovered. A claim against a company goes straight to court; one for
// ₱1,200,000 is told it is over the small-claims limit and that a lawyer can take it.

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Manila' };

async function openClaim(page: Page, locale: '' | '/fil', fields: { amount: string; company?: boolean; fromHome?: string }) {
  if (fields.fromHome) {
    // The door a stranger meets: one tap from the home page.
    await page.goto(locale || '/');
    await pageReady(page);
    await page.getByRole('link', { name: fields.fromHome }).click();
    await page.waitForURL(new RegExp(`${locale}/customer-portal/claims/new$`));
  } else await page.goto(`${locale}/customer-portal/claims/new`);
  await pageReady(page);
  if (fields.company) await page.locator('input[name="debtor"][value="COMPANY"]').check();
  await page.locator('input[name="amount"]').fill(fields.amount);
  await page.locator('input[name="since"]').fill('2026-01-15');
  await page.locator('input[name="proof"][value="MESSAGES"]').check();
  await page.locator('select[name="claimantPlace"]').selectOption('quezon-city');
  await page.locator('input[name="claimantBarangay"]').fill('Bagong Pag-asa');
  await page.locator('select[name="respondentPlace"]').selectOption('quezon-city');
  await page.locator('input[name="respondentBarangay"]').fill('San Roque');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(new RegExp(`${locale}/customer-portal/claims/[0-9a-f-]{36}$`));
  await pageReady(page);
}

/** Records the current step: the outcome by its words, on a day, and at collection the amount. */
async function record(page: Page, outcome: string, day: string, recovered?: string) {
  await page.getByLabel(outcome).check();
  await page.locator('form input[type="date"]').fill(day);
  if (recovered) await page.locator('input[name="recovered"]').fill(recovered);
  await page.locator('form button[type="submit"]').click();
}

test('a client on a phone, in Filipino, takes a claim from the demand through the barangay and the court to the money recovered', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  await createVerifiedCustomer(browser, context.request);
  const page = await context.newPage();
  await openClaim(page, '/fil', { amount: '45000', fromHome: 'Singilin mo mismo, hakbang-hakbang' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ang iyong paniningil ng ₱45,000');
  await expect(page.getByText('Hakbang: ang paniningil')).toBeVisible();
  await expect(page.getByText('RA 7160 §§408, 412(a)')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await record(page, 'Naipadala ko ang paniningil', '2026-11-02');
  await expect(page.getByText('Hakbang: ang barangay')).toBeVisible();
  // Two people of one city: the barangay cannot be skipped (RA 7160 §412(a)), only settled or certified.
  await expect(page.getByLabel('Laktawan ang hakbang')).toHaveCount(0);
  await record(page, 'Nakuha ko ang certification to file action', '2026-11-20');
  await expect(page.getByText('Hakbang: ang hukuman')).toBeVisible();
  await record(page, 'Nagpasya na ang hukuman', '2026-11-25');
  await expect(page.getByText('Hakbang: ang pagkolekta')).toBeVisible();
  await record(page, 'Nabawi ko ang pera', '2026-11-27', '45000');
  await expect(page.getByText('Nabawi: ₱45,000')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/fil/customer-portal/matters');
  await pageReady(page);
  await expect(page.getByRole('link', { name: /₱45,000\s*Nabawi/ })).toBeVisible();
  await context.close();
});

test('a claim against a company goes straight to court; one for ₱1,200,000 is over the small-claims limit and offered a lawyer', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Manila' });
  await createVerifiedCustomer(browser, context.request);
  const page = await context.newPage();
  await openClaim(page, '', { amount: '30000', company: true });
  // The demand first (not required, but it puts the debtor in delay), then straight to court: no barangay (§408).
  await expect(page.getByText('Step: the demand')).toBeVisible();
  await record(page, 'I sent the demand', '2026-11-02');
  await expect(page.getByText('Step: the court')).toBeVisible();
  await expect(page.getByText('Not needed')).toBeVisible();
  await expect(page.getByText(/the barangay settles disputes between people only/)).toBeVisible();

  await openClaim(page, '', { amount: '1200000' });
  await expect(page.getByText(/₱1,200,000 is over the small-claims limit of ₱1,000,000/)).toBeVisible();
  await expect(page.getByText(/A lawyer can take the claim to court/)).toBeVisible();
  await context.close();
});
