import { expect, test, type Page } from '@playwright/test';
import { authSettled, loginAs } from './fixtures/auth';
import { freeSlots, listedLawyerIds } from './fixtures/booking';

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
