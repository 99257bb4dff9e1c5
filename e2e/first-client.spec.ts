import { type Page } from '@playwright/test';
import { authSettled, loginAs, mailsTo } from './fixtures/auth';
import { freeSlots, listedLawyerIds } from './fixtures/booking';
import { expect, test } from './fixtures/users';

// Issue #17, "the defects a first-time client hits": what a new client sees at 1280 and 375 px.

test.use({ timezoneId: 'Asia/Manila' });

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the cancellation and refund policy: linked from the footer, the booking page and the checkout', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cancellation and Refunds' }).click();
  await expect(page).toHaveURL(/\/cancellation-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation and Refund Policy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Cancel at least 24 hours before your consultation: full refund.');
  await expect(page.getByRole('main')).toContainText('does not join within 10 minutes: full refund');
  await page.screenshot({ path: 'test-results/cancellation-policy-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/cancellation-policy-375.png', fullPage: true });

  await loginAs(context, 'customer');
  const [lawyerId] = (await listedLawyerIds(context.request, 4)).slice(3);
  const [slot] = await freeSlots(context.request, lawyerId);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/book/${lawyerId}/${slot}`);
  await authSettled(page);
  const link = page.getByRole('link', { name: 'Cancellation and refund policy' });
  await expect(link).toHaveAttribute('href', '/cancellation-policy');
  await expect(page.getByText('Free cancellation until 24 hours before.')).toBeVisible();
  await context.close();
});

async function startBooking(page: Page, lawyerId: string, slot: string, summary: string, description: string) {
  await page.goto(`/book/${lawyerId}/${slot}`);
  await authSettled(page);
  await page.getByRole('radio', { name: 'Phone call' }).check();
  await page.getByLabel('Short case summary').fill(summary);
  await page.getByLabel('Detailed description').fill(description);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
}

test('a paid booking shows an itemised receipt with a reference number, and the confirmation e-mail has the same', async ({ browser, customerContext }) => {
  test.setTimeout(90_000);
  const [lawyerId] = (await listedLawyerIds(customerContext.request, 5)).slice(4);
  const [slot] = await freeSlots(customerContext.request, lawyerId);
  const page = await customerContext.newPage();
  await startBooking(page, lawyerId, slot, `Receipt check ${Date.now().toString(36)}`, 'Boundary dispute with a neighbour.');
  await page.getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status')).toHaveAttribute('data-state', 'paid');
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const line = (label: string) => receipt.locator(`dt:text-is("${label}") + dd`);
  const reference = (await line('Reference number').textContent())!;
  expect(reference).toMatch(/^[0-9a-f-]{36}$/);
  await expect(line('Item')).toHaveText('30-minute phone consultation');
  await expect(line('Lawyer')).toHaveText(/^Atty\. /);
  await expect(line('Date and time')).toHaveText(/\(Manila\)$/);
  await expect(line('Amount')).toHaveText(/^₱[\d,]+/);
  await expect(line('Payment method')).toHaveText('GCash');
  await expect(line('Paid at')).toHaveText(/\(Manila\)$/);
  await expect(page.getByRole('link', { name: 'Cancellation and refund policy' })).toHaveAttribute('href', '/cancellation-policy');
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/checkout-receipt-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/checkout-receipt-375.png', fullPage: true });

  await expect
    .poll(async () => (await mailsTo(browser, customerContext.customer.email)).find((m) => m.subject.startsWith('Booking confirmed'))?.text ?? '')
    .toContain(`Reference number: ${reference}`);
  const mail = (await mailsTo(browser, customerContext.customer.email)).find((m) => m.subject.startsWith('Booking confirmed'))!;
  expect(mail.text).toContain('Item: 30-minute phone consultation');
  expect(mail.text).toContain('Payment method: GCash');
  expect(mail.text).toMatch(/Paid at: .*\(Manila\)/);
});

test('a failed payment does not say "Paid with", and "Try again" brings the case text back', async ({ customerContext }) => {
  test.setTimeout(90_000);
  const [lawyerId] = (await listedLawyerIds(customerContext.request, 6)).slice(5);
  const [slot] = await freeSlots(customerContext.request, lawyerId);
  const page = await customerContext.newPage();
  const summary = `Failed payment ${Date.now().toString(36)}`;
  const description = 'My landlord kept the deposit.\nThe lease ended in March.';
  await startBooking(page, lawyerId, slot, summary, description);
  await page.getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('status')).toHaveAttribute('data-state', 'failed');
  await expect(page.getByText('Payment failed')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Paid with');
  await expect(page.getByRole('region', { name: 'Receipt' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/checkout-failed-1280.png', fullPage: true });

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/book\//);
  await authSettled(page);
  await expect(page.getByLabel('Short case summary')).toHaveValue(summary);
  await expect(page.getByLabel('Detailed description')).toHaveValue(description);
  await expect(page.getByRole('radio', { name: 'Phone call' })).toBeChecked();
  // The released time is offered again.
  await expect(page.getByRole('button', { name: 'Change time' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/booking-retry-375.png', fullPage: true });
});

test('sign-up: the consent checkbox with its links fits 375 and 1280 px', async ({ page }) => {
  for (const path of ['/signup/customer', '/signup/lawyer']) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const consent = page.getByRole('checkbox', { name: /I agree to the Terms of Service and the Privacy Policy/ });
      await expect(consent).toBeVisible();
      await expect(consent).not.toBeChecked();
      await noHorizontalScroll(page);
      await page.screenshot({ path: `test-results/${path.split('/').pop()}-signup-${width}.png`, fullPage: true });
    }
  }
});
