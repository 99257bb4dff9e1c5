import { expect, test, type Locator, type Page } from './fixtures/test';
import { authSettled } from './fixtures/auth';
import { newVerifiedLawyer } from './fixtures/lawyers';

// Issue 45, what a new lawyer hits first: the dashboard's checklist sat under an empty Meetings card,
// the blocker form opened at the top of the calendar away from the click, and the banking page did
// not say when payouts are made. (The forms that name their missing fields: DOM tests beside them.)
test.use({ timezoneId: 'Asia/Manila' });

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a new lawyer: the checklist comes before the empty Meetings card, and the banking page says when payouts are made', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await newVerifiedLawyer(browser, page, 'Nora', 'Onboard', 'labor');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/lawyer-portal');
    await authSettled(page);
    const checklist = await box(page.getByRole('list', { name: 'Profile checklist' }));
    const meetings = await box(page.getByRole('heading', { name: 'Meetings', exact: true }));
    expect(checklist.y + checklist.height).toBeLessThan(meetings.y);
    await noHorizontalScroll(page);
    await page.screenshot({ path: `test-results/onboarding-dashboard-${width}.png`, fullPage: true });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/lawyer-portal/profile/banking-info');
  const schedule = page.getByTestId('payout-schedule');
  await expect(schedule).toContainText('When you are paid');
  await expect(schedule).toContainText('once the consultation is over');
  await expect(schedule).toContainText('there is no fixed payout day yet');
  await expect(schedule.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/lawyer-portal/payments');
  await page.screenshot({ path: 'test-results/onboarding-banking-1280.png', fullPage: true });
});

test('the blocker form opens beside the clicked time on a wide screen, and right under it on a phone', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await newVerifiedLawyer(browser, page, 'Bea', 'Blocker', 'civil');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/lawyer-portal/calendar');
  await authSettled(page);
  // Next week: every time is ahead.
  await page.getByRole('button', { name: 'Next week' }).click();
  const thursday = page.getByTestId('calendar-week').locator('section[data-day]').nth(4);
  const cell = thursday.getByRole('button', { name: /at 16:00$/ });
  await cell.scrollIntoViewIfNeeded();
  await cell.click();
  const form = page.getByRole('form', { name: 'Add blocker' });
  await expect(form.getByLabel('From')).toHaveValue('16:00');
  await expect(form).toBeInViewport();
  const at = await box(cell);
  const placed = await box(form);
  // Beside the clicked hour: level with it (the hour's middle within the form's height), and next to
  // its column rather than over it.
  const middle = at.y + at.height / 2;
  expect(middle).toBeGreaterThan(placed.y);
  expect(middle).toBeLessThan(placed.y + placed.height);
  expect(placed.x >= at.x + at.width || placed.x + placed.width <= at.x).toBe(true);
  await page.screenshot({ path: 'test-results/onboarding-blocker-1280.png' });
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);

  // A phone shows one day: the form opens right under the tapped hour, in view, within the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await authSettled(page);
  await page.getByRole('button', { name: 'Next week' }).click();
  const day = page.getByTestId('calendar-week').locator('section[data-day]:visible');
  const hour = day.getByRole('button', { name: /at 15:00$/ });
  await hour.scrollIntoViewIfNeeded();
  await hour.click();
  const phoneForm = page.getByRole('form', { name: 'Add blocker' });
  await expect(phoneForm.getByLabel('From')).toHaveValue('15:00');
  await expect(phoneForm).toBeInViewport();
  const tapped = await box(hour);
  const under = await box(phoneForm);
  expect(under.y).toBeGreaterThanOrEqual(tapped.y + tapped.height - 1);
  expect(under.y - (tapped.y + tapped.height)).toBeLessThanOrEqual(24);
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/onboarding-blocker-375.png' });
});
