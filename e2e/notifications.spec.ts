import { expect, test, type Page, type Route } from './fixtures/test';
import { authSettled, loginAs } from './fixtures/auth';

type Item = { _id: string; title: string; body: string; url: string; icon: string; seen: boolean; created_at: string };

const ICONS = ['new-meeting', 'meeting-comment', 'meeting-reminder', 'new-work-item'];
const DAY = 86_400_000;

/** `n` notifications, newest first; ages in days can be given per item (noon local time, so calendar days are unambiguous). */
function items(n: number, ages: number[] = []): Item[] {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  return Array.from({ length: n }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Notification ${i + 1}`,
    body: `Body of notification ${i + 1}`,
    url: '/customer-portal',
    icon: ICONS[i % ICONS.length],
    seen: false,
    created_at: new Date(noon.getTime() - (ages[i] ?? 0) * DAY - i * 60_000).toISOString(),
  }));
}

/** The menu's data comes from the real endpoint, answered here with a fixed list; seen calls are recorded. */
async function withNotifications(page: Page, list: Item[], unseen = list.filter((x) => !x.seen).length) {
  const seen: string[] = [];
  await page.route('**/api/v1/notifications/in-app', (route: Route) =>
    route.fulfill({ json: { results: list, hasMore: false, unseen_count: unseen } }),
  );
  await page.route('**/api/v1/notifications/in-app/*/seen', (route: Route) => {
    const id = route.request().url().split('/').at(-2)!;
    seen.push(id);
    return route.fulfill({ json: { ...list.find((x) => x._id === id), seen: true } });
  });
  return seen;
}

async function openMenu(page: Page) {
  await page.goto('/faq');
  await authSettled(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Notifications/ })
    .click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  return menu;
}

test.beforeEach(async ({ context }) => {
  await loginAs(context, 'customer');
});

test('0 items: the empty text and no badge', async ({ page }) => {
  await withNotifications(page, []);
  const menu = await openMenu(page);
  await expect(menu.getByText("You don't have any notifications.")).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Show More' })).toHaveCount(0);
});

test('5 items: all shown with icon, title, body and age; no Show More; badge 5; 400 px wide', async ({ page }) => {
  await withNotifications(page, items(5));
  const menu = await openMenu(page);
  const rows = menu.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Notification 1');
  await expect(rows.first()).toContainText('Body of notification 1');
  await expect(rows.first().locator('[data-icon="new-meeting"] svg')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Show More' })).toHaveCount(0);
  await expect(page.getByTestId('notification-badge')).toHaveText('5');
  expect((await menu.boundingBox())!.width).toBe(400);
});

test('12 items: the first 5, then Show More reveals all; the badge reads 10+', async ({ page }) => {
  await withNotifications(page, items(12));
  await page.goto('/faq');
  await authSettled(page);
  await expect(page.getByTestId('notification-badge')).toHaveText('10+');
  const menu = await openMenu(page);
  const rows = menu.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await menu.getByRole('button', { name: 'Show More' }).click();
  await expect(rows).toHaveCount(12);
  await expect(menu.getByRole('button', { name: 'Show More' })).toHaveCount(0);
});

test('age labels at 0, 1, 3, 8 and 20 days', async ({ page }) => {
  await withNotifications(page, items(5, [0, 1, 3, 8, 20]));
  const menu = await openMenu(page);
  const rows = menu.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
  const labels = ['Today', 'Yesterday', '3 days ago', 'week ago', 'long time ago'];
  for (let i = 0; i < labels.length; i++) await expect(rows.nth(i)).toContainText(new RegExp(`${labels[i]}$`));
});

test('clicking an item marks it seen, navigates to its url and closes the menu', async ({ page }) => {
  const list = items(3);
  list[1].url = '/customer-portal/account-settings';
  const seen = await withNotifications(page, list);
  const menu = await openMenu(page);
  await menu.getByRole('button').filter({ hasText: 'Notification 2' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/account-settings$/);
  await expect(menu).toBeHidden();
  expect(seen).toEqual([list[1]._id]);
});

test('a failed notification fetch is swallowed: the menu shows its empty text', async ({ page }) => {
  await page.route('**/api/v1/notifications/in-app', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error', key: 'INTERNAL', code: 'common.internal', status: 500 } }),
  );
  const menu = await openMenu(page);
  await expect(menu.getByText("You don't have any notifications.")).toBeVisible();
});

test('the menu fits a 375 px screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await loginAs(context, 'customer');
  const page = await context.newPage();
  await withNotifications(page, items(12, [0, 1, 3, 8, 20]));
  const menu = await openMenu(page);
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/notifications-375.png' });
  await context.close();
});
