import { expect, test } from './fixtures/test';
import { authSettled, linkFromMail, openVerifyLink, loginAs, postSignUp, uniqueEmail } from './fixtures/auth';
import { bookableLawyer } from './fixtures/lawyers';

test('visitor header: product name, Legal Insights, Sign in, Register, outlined "Are you a lawyer"', async ({ page }) => {
  await page.goto('/faq');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Abogado' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Legal Insights' })).toHaveAttribute('href', '/blog');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
  const lawyer = header.getByRole('link', { name: 'Are you a lawyer' });
  await expect(lawyer).toHaveAttribute('href', '/signup/lawyer');
  await expect(lawyer).toHaveCSS('border-top-style', 'solid');
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('the header gains elevation once the page is scrolled', async ({ page }) => {
  await page.goto('/faq');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-elevated', 'false');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-elevated', 'true');
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

test.describe('small screens (below the 600 px sm breakpoint)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('visitor links collapse into a top drawer with a Blog entry, without horizontal scroll', async ({ page }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Sign in', 'Register', 'Are you a lawyer', 'Blog']) await expect(drawer.getByRole('link', { name })).toBeVisible();
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('signed in: the name is hidden, bell and avatar remain', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await loginAs(context, 'customer');
    const page = await context.newPage();
    await page.goto('/faq');
    await authSettled(page);
    const header = page.getByRole('banner');
    await expect(header.getByText('Juan dela Cruz')).toBeHidden();
    await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account settings' })).toBeVisible();
    await context.close();
  });
});

test('signed-in header: bell with its empty menu, full name, initials avatar and the menu in order', async ({ browser }) => {
  test.setTimeout(120_000);
  // A brand-new (verified) customer, so the bell's list is certainly empty whatever other specs did.
  const context = await browser.newContext();
  const email = uniqueEmail('header');
  await postSignUp(context.request, email, { first_name: 'Hana', last_name: 'Tan' });
  const page = await context.newPage();
  await openVerifyLink(page, await linkFromMail(browser, email, '/verify-email/'));
  await page.goto('/faq');
  await authSettled(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(header.getByText('Hana Tan')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Account settings' })).toHaveText('HT');

  await header.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText("You don't have any notifications.")).toBeVisible();
  await page.keyboard.press('Escape');

  await header.getByRole('button', { name: 'Account settings' }).click();
  const menu = page.getByRole('menu');
  // Spec §2, letter for letter (issue 72: it said "Work Items").
  await expect(menu.getByRole('menuitem')).toHaveText(['Meetings', 'Engagement Agreements', 'Account Settings', 'Logout']);
  await expect(menu.getByRole('separator')).toHaveCount(1);
  await expect(menu.getByRole('menuitem', { name: 'Meetings' })).toHaveAttribute('href', '/customer-portal');
  await expect(menu.getByRole('menuitem', { name: 'Engagement Agreements' })).toHaveAttribute('href', '/customer-portal/work-items');
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/customer-portal/account-settings');
  // The page it opens, and its portal tab, go by the same name.
  await menu.getByRole('menuitem', { name: 'Engagement Agreements' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/work-items$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engagement Agreements');
  await expect(
    page.getByRole('navigation', { name: 'Customer portal' }).getByRole('link', { name: 'Engagement Agreements' }),
  ).toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('the lawyer portal bar: "Atty." name and the menu with Profile Settings', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await bookableLawyer(browser, context);
  const page = await context.newPage();
  await page.goto('/lawyer-portal');
  await authSettled(page);
  const bar = page.getByRole('banner');
  await expect(bar.getByText(/^Atty\. /)).toBeVisible();
  await bar.getByRole('button', { name: 'Account settings' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Meetings',
    'Engagement Agreements',
    'Profile Settings',
    'Account Settings',
    'Logout',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute('href', '/lawyer-portal/profile');
  await expect(menu.getByRole('menuitem', { name: 'Meetings' })).toHaveAttribute('href', '/lawyer-portal');
  await expect(menu.getByRole('menuitem', { name: 'Engagement Agreements' })).toHaveAttribute('href', '/lawyer-portal/work-items');
  // The lawyer portal's tab follows the spec's name.
  await expect(
    page.getByRole('navigation', { name: 'Lawyer portal' }).getByRole('link', { name: 'Engagement Agreements' }),
  ).toHaveAttribute('href', '/lawyer-portal/work-items');
  await context.close();
});
