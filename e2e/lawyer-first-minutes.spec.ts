import { expect, test, type Page } from './fixtures/test';
import sharp from 'sharp';
import { authSettled, signUpCustomer, linkFromMail, openVerifyLink } from './fixtures/auth';
import { bookableLawyer, newVerifiedLawyer } from './fixtures/lawyers';

// Issue 27, the lawyer's first ten minutes: a new photo shows at once, a lunch break in the weekly
// hours, blockers drawn on the calendar grid.
test.use({ timezoneId: 'Asia/Manila' });

/** A toast whose title starts with `text`. */
async function expectToast(page: Page, text: string) {
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first(),
  ).toBeVisible();
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const photo = (background: string) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a new photo shows at once in the editor and in the bar, without a reload', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await newVerifiedLawyer(browser, page, 'Photo', 'Fresh', 'labor');
  await page.goto('/lawyer-portal/profile/basic-info');
  await authSettled(page);
  const preview = page.locator('#picture');
  const bar = page.getByRole('banner').getByRole('button', { name: 'Account settings' });
  await expect(preview.getByRole('img', { name: /image unavailable/ })).toBeVisible();
  await expect(bar.locator('img')).toHaveCount(0);
  // The page must not be loaded again: a marker on window would be gone after a reload.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await page.getByLabel('Upload photo').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await photo('#8899aa') });
  await expectToast(page, 'Success!');
  const shown = preview.getByRole('img', { name: 'Atty. Photo Fresh' });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('src', /\/api\/v1\/files\//);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const first = await shown.getAttribute('src');
  await expect(bar.locator('img')).toHaveAttribute('src', first!);
  await page.screenshot({ path: 'test-results/photo-updated-1280.png' });

  // A second photo replaces the first in both places, still without a reload.
  await page.getByLabel('Change photo').setInputFiles({ name: 'better.jpg', mimeType: 'image/jpeg', buffer: await photo('#aa7755') });
  await expect(shown).not.toHaveAttribute('src', first!);
  const second = await shown.getAttribute('src');
  await expect(bar.locator('img')).toHaveAttribute('src', second!);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test("a customer's new account picture shows at once in the preview and the header", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const user = await signUpCustomer(context);
  const page = await context.newPage();
  await openVerifyLink(page, await linkFromMail(browser, user.email, '/verify-email/'));
  await page.goto('/customer-portal/account-settings');
  await authSettled(page);
  const preview = page.getByRole('region', { name: 'Picture' });
  await expect(preview.locator('img')).toHaveCount(0);
  await page.getByLabel('Upload a new picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo('#336699') });
  await expect(preview.locator('img')).toHaveAttribute('src', /\/api\/v1\/files\//);
  const src = await preview.locator('img').getAttribute('src');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account settings' }).locator('img')).toHaveAttribute('src', src!);
  await context.close();
});

test('two ranges on a weekday: the editor checks them, and the public calendar offers nothing in the lunch break', async ({ browser }) => {
  test.setTimeout(150_000);
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const page = await lawyerContext.newPage();
  await page.goto('/lawyer-portal/profile/availability');
  await authSettled(page);

  // Wednesday: 9:00 AM–12:00 PM, then (after lunch) 1:00 PM–5:00 PM. An overlap is refused first.
  await page.getByLabel('Wednesday until').selectOption('12:00');
  await page.getByRole('button', { name: 'Add hours on Wednesday' }).click();
  await page.getByLabel('Wednesday range 2 from').selectOption('11:00');
  await page.getByLabel('Wednesday range 2 until').selectOption('17:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('This range overlaps the one above it.')).toBeVisible();
  await page.getByLabel('Wednesday range 2 from').selectOption('13:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success!');
  await expect(page.getByText('This range overlaps the one above it.')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/availability-ranges-1280.png', fullPage: true });

  // A range can be removed again; the day keeps the other (not saved: the test needs the break).
  await page.getByRole('button', { name: 'Remove Wednesday range 2' }).click();
  await expect(page.getByLabel('Wednesday until')).toHaveValue('12:00');
  await page.reload();
  await expect(page.getByLabel('Wednesday range 2 from')).toHaveValue('13:00');

  // The public profile's calendar, as a visitor: the last Wednesday of the two weeks.
  const visitor = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const profile = await visitor.newPage();
  await profile.goto(`/lawyer/${lawyer._id}`);
  const slots = profile.getByRole('region', { name: 'Book a consultation' });
  await slots.getByRole('tab', { name: /^Wed/ }).last().click();
  const times = slots.getByRole('tabpanel').getByRole('listitem');
  await expect(times.first()).toBeVisible();
  const offered = (await times.allTextContents()).map((t) => t.trim());
  expect(offered.some((t) => /11:00\s?AM/.test(t))).toBe(true);
  expect(offered.some((t) => /1:00\s?PM/.test(t))).toBe(true);
  expect(offered.some((t) => /12:\d\d\s?PM/.test(t))).toBe(false);
  expect(offered.some((t) => /5:00\s?PM/.test(t))).toBe(false);

  // The lawyer's calendar grid shades the two ranges of a Wednesday.
  await page.goto('/lawyer-portal/calendar');
  await authSettled(page);
  const wednesday = page.getByTestId('calendar-week').locator('section[data-day]').nth(3);
  await expect(wednesday.getByTestId('working-hours')).toHaveCount(2);
  await visitor.close();
  await lawyerContext.close();
});

test('at 375 px the weekly hours with two ranges fit the screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ timezoneId: 'Asia/Manila', viewport: { width: 375, height: 812 } });
  await bookableLawyer(browser, context);
  const page = await context.newPage();
  await page.goto('/lawyer-portal/profile/availability');
  await authSettled(page);
  await page.getByLabel('Monday until').selectOption('12:00');
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await expect(page.getByLabel('Monday range 2 from')).toHaveValue('13:00');
  await noHorizontalScroll(page);
  await page.getByTestId('hours-Monday').screenshot({ path: 'test-results/availability-ranges-375.png' });
  await page.screenshot({ path: 'test-results/availability-375.png', fullPage: true });
  await context.close();
});

test('dragging over empty time on the calendar grid makes a blocker of that stretch', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ timezoneId: 'Asia/Manila', viewport: { width: 1280, height: 900 } });
  await bookableLawyer(browser, context);
  const page = await context.newPage();
  await page.goto('/lawyer-portal/calendar');
  await authSettled(page);
  // Next week: nothing of this lawyer is there, and every time is ahead.
  await page.getByRole('button', { name: 'Next week' }).click();
  const week = page.getByTestId('calendar-week');
  const thursday = week.locator('section[data-day]').nth(4);
  const day = (await thursday.getAttribute('data-day'))!;
  await expect(thursday.getByTestId('working-hours')).toHaveCount(1);
  const cell = thursday.getByRole('button', { name: /at 10:00$/ });
  await cell.scrollIntoViewIfNeeded();
  const box = (await thursday.boundingBox())!;
  const hourPx = box.height / 24;
  // From 10:00 down to the half hour before noon: 10:00–12:00.
  await page.mouse.move(box.x + box.width / 2, box.y + 10.1 * hourPx);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 11 * hourPx, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2, box.y + 11.7 * hourPx, { steps: 4 });
  await expect(thursday.getByTestId('grid-selection')).toHaveText('10:00–12:00');
  await page.screenshot({ path: 'test-results/grid-drag-1280.png' });
  await page.mouse.up();

  const form = page.getByRole('form', { name: 'Add blocker' });
  await expect(form).toBeInViewport();
  await expect(form.getByLabel('Date')).toHaveValue(day);
  await expect(form.getByLabel('From')).toHaveValue('10:00');
  await expect(form.getByLabel('To')).toHaveValue('12:00');
  await form.getByLabel('Title').fill('Drafting a brief');
  await form.getByRole('button', { name: 'Add blocker' }).click();
  await expectToast(page, 'Blocker added');
  const block = week.getByRole('button', { name: /Drafting a brief/ });
  await expect(block).toBeVisible();
  await expect(block).toContainText('10:00–12:00');

  // Saved: there after a reload too.
  await page.reload();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('calendar-week').getByRole('button', { name: /Drafting a brief/ })).toContainText('10:00–12:00');

  // A click (no drag) on an empty hour still opens that hour.
  await page
    .getByTestId('calendar-week')
    .locator('section[data-day]')
    .nth(4)
    .getByRole('button', { name: /at 14:00$/ })
    .click();
  await expect(page.getByRole('form', { name: 'Add blocker' }).getByLabel('From')).toHaveValue('14:00');
  await expect(page.getByRole('form', { name: 'Add blocker' }).getByLabel('To')).toHaveValue('15:00');
  await context.close();
});

test('at 375 px a held finger dragged over the day grid makes a blocker too', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    timezoneId: 'Asia/Manila',
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  await bookableLawyer(browser, context);
  const page = await context.newPage();
  await page.goto('/lawyer-portal/calendar');
  await authSettled(page);
  await page.getByRole('button', { name: 'Next week' }).click();
  const column = page.getByTestId('calendar-week').locator('section[data-day]:visible');
  const day = (await column.getAttribute('data-day'))!;
  const cell = column.getByRole('button', { name: /at 09:00$/ });
  await cell.scrollIntoViewIfNeeded();
  const box = (await column.boundingBox())!;
  const hourPx = box.height / 24;
  const x = box.x + box.width / 2;
  // Hold at 09:00, then slide the finger to the half hour before 11:00: 09:00–11:00.
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x, y }] });
  await touch('touchStart', box.y + 9.2 * hourPx);
  // The long press itself: the finger stays down 600 ms before it moves (input, not a wait for the page).
  await page.waitForTimeout(600);
  for (const h of [9.6, 10, 10.4, 10.7]) await touch('touchMove', box.y + h * hourPx);
  await expect(column.getByTestId('grid-selection')).toHaveText('09:00–11:00');
  await page.screenshot({ path: 'test-results/grid-drag-375.png' });
  await touch('touchEnd');
  const form = page.getByRole('form', { name: 'Add blocker' });
  await expect(form.getByLabel('Date')).toHaveValue(day);
  await expect(form.getByLabel('From')).toHaveValue('09:00');
  await expect(form.getByLabel('To')).toHaveValue('11:00');
  await noHorizontalScroll(page);
  await form.getByRole('button', { name: 'Add blocker' }).click();
  await expectToast(page, 'Blocker added');
  await expect(column.getByTestId('blocker-block')).toContainText('09:00–11:00');
  await page.screenshot({ path: 'test-results/grid-blocker-375.png', fullPage: true });
  await context.close();
});
