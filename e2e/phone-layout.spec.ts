import { authSettled } from './fixtures/auth';
import { freeSlots, paidMeeting, periodsAhead } from './fixtures/booking';
import { bookableLawyer } from './fixtures/lawyers';
import type { Locator, Page } from './fixtures/test';
import { expect, test } from './fixtures/users';

// Issue 57 item 10, "On a phone": at 375 px, in both languages, the signed-in header stays one line
// with its avatar menu wholly on screen, the lawyer portal's active tab is in view, and the calendar
// shows the week's days as a strip with a dot on each day that has a booking. Screenshots at 375 px
// and 1280 px go to test-results/phone-layout/ to be looked at (the desktop must not change).

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    account: 'Account settings',
    blog: 'Legal Insights',
    portal: 'Lawyer portal',
    days: 'Days',
    nextWeek: 'Next week',
    settingsTab: 'Account Settings',
    oneBooking: '1 booking',
  },
  {
    lang: 'fil',
    prefix: '/fil',
    account: 'Mga setting ng account',
    blog: 'Mga Kaalamang Legal',
    portal: 'Portal ng abogado',
    days: 'Mga araw',
    nextWeek: 'Susunod na linggo',
    settingsTab: 'Mga Setting ng Account',
    oneBooking: '1 booking',
  },
] as const;

test.use({ viewport: PHONE, timezoneId: 'Asia/Manila' });

const right = (box: { x: number; width: number } | null) => (box ? box.x + box.width : Infinity);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/phone-layout/${name}.png` });

/** The box lies wholly inside the window's width. */
async function expectInsideWidth(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${what} has no box`).not.toBeNull();
  expect(box!.x, `${what} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends right of the window`).toBeLessThanOrEqual(width);
}

/** The header is one line: 64 px (h-16) and a border, every control in it one line high and on screen. */
async function expectOneLineHeader(page: Page, header: Locator) {
  const box = await header.boundingBox();
  expect(box!.height, 'the header is taller than one line').toBeLessThanOrEqual(65);
  const controls = header.locator('a:visible, button:visible');
  expect(await controls.count()).toBeGreaterThan(2);
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    const b = (await control.boundingBox())!;
    // A control of one line of text is at most 40–44 px high; "Mga Kaalamang Legal" on three lines was 72.
    expect(b.height, `"${name}" wraps onto more than one line`).toBeLessThanOrEqual(44);
    await expectInsideWidth(page, control, `"${name}"`);
  }
}

for (const l of LANGUAGES) {
  test(`${l.lang}: the signed-in header is one line at 375 px, its links in the avatar menu, which stays on screen`, async ({
    customerContext,
  }) => {
    const page = await customerContext.newPage();
    await page.goto(`${l.prefix}/customer-portal`);
    await authSettled(page);
    const header = page.locator('header').first();
    const avatar = header.getByRole('button', { name: l.account });
    await expect(avatar).toBeVisible();
    await expectOneLineHeader(page, header);
    await expect(header.getByRole('link', { name: l.blog })).toBeHidden();
    await shot(page, `${l.lang}-375-header`);

    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: l.blog })).toBeVisible();
    // Radix places the menu a frame after it opens: its right edge is awaited, not read once.
    await expect
      .poll(async () => right(await menu.boundingBox()), { message: 'the avatar menu ends right of the window' })
      .toBeLessThanOrEqual(PHONE.width);
    await expectInsideWidth(page, menu, 'the avatar menu');
    await shot(page, `${l.lang}-375-avatar-menu`);

    // The desktop keeps its links in the bar, and the menu does not repeat them.
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await expect(header.getByRole('link', { name: l.blog })).toBeVisible();
    await expectOneLineHeader(page, header);
    await header.getByRole('button', { name: l.account }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: l.blog })).toBeHidden();
    await shot(page, `${l.lang}-1280-avatar-menu`);
  });
}

test('a lawyer at 375 px: one-line bar, the active portal tab in view, and the calendar day strip marking the day booked', async ({
  browser,
  customerContext,
}) => {
  test.setTimeout(180_000);
  const lawyerContext = await browser.newContext({ viewport: PHONE, timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const [slot] = await freeSlots(customerContext.request, lawyer._id, { minDays: 1 });
  await paidMeeting(customerContext.request, lawyer._id, slot, 'Phone calendar check');
  const bookedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(slot));
  const page = await lawyerContext.newPage();

  for (const l of LANGUAGES) {
    await page.setViewportSize(PHONE);
    // The last tab: on a phone the strip of nine tabs is about three screens wide.
    await page.goto(`${l.prefix}/lawyer-portal/account-settings`);
    await authSettled(page);
    const header = page.locator('header').first();
    await expect(header.getByRole('button', { name: l.account })).toBeVisible();
    await expectOneLineHeader(page, header);
    const active = page.getByRole('navigation', { name: l.portal }).locator('[aria-current="page"]');
    await expect(active).toHaveText(l.settingsTab);
    await expectInsideWidth(page, active, 'the active tab');
    await shot(page, `${l.lang}-375-portal-nav`);

    await page.goto(`${l.prefix}/lawyer-portal/calendar`);
    await authSettled(page);
    for (let i = periodsAhead(slot, 'week'); i > 0; i--) await page.getByRole('button', { name: l.nextWeek }).click();
    const strip = page.getByRole('tablist', { name: l.days });
    await expect(strip.getByRole('tab')).toHaveCount(7);
    const booked = strip.locator('button').filter({ has: page.getByTestId('booking-dot') });
    // The one day with a booking, and only it, carries the dot (and says so to a screen reader).
    await expect(booked).toHaveCount(1);
    await expect(booked.getByTestId('booking-dot')).toBeVisible();
    await expect(booked).toHaveAccessibleName(new RegExp(`, ${l.oneBooking}$`));
    await booked.click();
    await expect(page.getByTestId('shown-day')).toBeVisible();
    await expect(page.getByTestId('shown-day')).toContainText(l.oneBooking);
    await expect(page.locator(`section[data-day="${bookedDay}"]`)).toBeVisible();
    await expect(page.locator(`section[data-day="${bookedDay}"]`).getByTestId('meeting-block')).toHaveCount(1);
    await expectInsideWidth(page, strip, 'the day strip');
    await shot(page, `${l.lang}-375-calendar`);

    // On the desktop the grid shows the week and the strip is its head, without dots or the phone's day header.
    await page.setViewportSize(DESKTOP);
    await expect(page.getByTestId('shown-day')).toBeHidden();
    await expect(booked.getByTestId('booking-dot')).toBeHidden();
    await shot(page, `${l.lang}-1280-calendar`);
    await page.goto(`${l.prefix}/lawyer-portal/account-settings`);
    await expect(page.getByRole('navigation', { name: l.portal }).locator('[aria-current="page"]')).toBeVisible();
    await shot(page, `${l.lang}-1280-portal-nav`);
  }
  await lawyerContext.close();
});
