import fs from 'node:fs';
import path from 'node:path';
import { type Page } from './fixtures/test';
import { AREAS_OF_PRACTICE } from '../lib/reference/areas';
import { SEO_REGIONS } from '../lib/reference/regions';
import { LANDING_REVALIDATE_SECONDS } from '../lib/config/pages';
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
  await page.getByRole('radio', { name: 'Audio call (online)' }).check();
  await page.getByLabel('Short case summary').fill(summary);
  await page.getByLabel('Detailed description').fill(description);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
}

test('a paid booking shows an itemised receipt with a reference number, and the confirmation e-mail has the same', async ({
  browser,
  customerContext,
}) => {
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
  // Short enough to read out to support: ABG and two groups of four, without 0/O/1/I.
  expect(reference).toMatch(/^ABG-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  await expect(line('Item')).toHaveText('30-minute phone consultation');
  await expect(line('Lawyer')).toHaveText(/^Atty\. /);
  await expect(line('Date and time')).toHaveText(/\(Manila\)$/);
  await expect(line('Amount')).toHaveText(/^₱[\d,]+/);
  await expect(line('Payment method')).toHaveText('GCash');
  await expect(line('Fees')).toHaveText('No fees added: you pay the lawyer’s price, and Abogado keeps no fee from it.');
  await expect(line('Paid at')).toHaveText(/\(Manila\)$/);
  await expect(page.getByRole('link', { name: 'Cancellation and refund policy' })).toHaveAttribute('href', '/cancellation-policy');
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/checkout-receipt-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/checkout-receipt-375.png', fullPage: true });

  let text = '';
  await expect
    .poll(async () => {
      text = (await mailsTo(browser, customerContext.customer.email)).find((m) => m.subject.startsWith('Booking confirmed'))?.text ?? '';
      return text;
    })
    .toContain(`Reference number: ${reference}`);
  expect(text).toContain('Item: 30-minute phone consultation');
  expect(text).toContain('Payment method: GCash');
  expect(text).toMatch(/Paid at: .*\(Manila\)/);
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
  await expect(page.getByRole('radio', { name: 'Audio call (online)' })).toBeChecked();
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

test('a landing page built with nobody to show is served for a minute only, one with lawyers for 10 minutes', async ({ request }) => {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const paths = AREAS_OF_PRACTICE.flatMap((area) => SEO_REGIONS.map((region) => `/lawyers-online/${area.slug}/${region.slug}`));
  // Built under its language (app/[locale]): the English page /x is /en/x in the build.
  const built = (p: string) => fs.readFileSync(path.join(distDir, 'server', 'app', 'en', `${p.slice(1)}.html`), 'utf8');
  const empty = paths.find((p) => />No [^<]+ yet</.test(built(p)));
  const full = paths.find((p) => />\d+ verified [^<]+ for [^<]+</.test(built(p)));
  expect(empty, 'a landing page without lawyers in the seeded data').toBeDefined();
  expect(full).toBeDefined();
  const emptyRes = await request.get(empty!);
  expect(await emptyRes.text()).toMatch(/>No [^<]+ yet</);
  // Next's own interval for each page (its Cache-Control now says what the edge may keep: 3 s).
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  expect(manifest.routes[`/en${empty!}`].initialRevalidateSeconds).toBe(60);
  expect(manifest.routes[`/en${full!}`].initialRevalidateSeconds).toBe(LANDING_REVALIDATE_SECONDS);
  expect(emptyRes.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=3\b/);
});

test('the 404 page has the site header and footer', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Ops... You are lost!' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Abogado' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: `test-results/not-found-${width}.png`, fullPage: true });
  }
});

test('the notary city list shows how many notaries each city has and marks the empty ones', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/notary-public');
    const section = page.getByRole('region', { name: 'Notaries public by city' });
    const items = section.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(5);
    const texts = await items.allTextContents();
    for (const text of texts) expect(text).toMatch(/(\d+ notar(y|ies)|no notary yet)$/);
    expect(texts.some((t) => /\d+ notar(y|ies)$/.test(t))).toBe(true);
    // In each region the cities with notaries come first.
    for (const region of await section.getByRole('region').all()) {
      const counts = (await region.getByRole('listitem').allTextContents()).map((t) => (t.endsWith('no notary yet') ? 0 : 1));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    await noHorizontalScroll(page);
    await page.screenshot({ path: `test-results/notary-cities-${width}.png`, fullPage: true });
  }
});
