import { expect, test, type Page } from './fixtures/test';
import sharp from 'sharp';
import { PDF } from './fixtures/booking';
import { newVerifiedLawyer } from './fixtures/lawyers';

// Issue 13: a lawyer keeps a notary profile; visitors find it by city and by service; hiding it
// removes it from search, the city page and the sitemap at once (on-demand revalidation).
const CITY = { slug: 'boac', name: 'Boac' };

async function publicPages(page: Page, name: string, notaryId: string) {
  const city = await (await page.request.get(`/notary-public/${CITY.slug}`)).text();
  const byService = await (await page.request.get(`/notary-public/search?city=${CITY.slug}&service=affidavit-of-loss`)).text();
  const sitemap = await (await page.request.get('/server-sitemap.xml')).text();
  return {
    city: city.includes(name),
    byService: byService.includes(name),
    sitemap: sitemap.includes(`/notary-public/profile/${notaryId}`),
  };
}

test('a lawyer fills the notary profile, uploads a photo and the commission, goes public and is found by city and service; hiding removes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newVerifiedLawyer(browser, page, 'Lorna', 'Villareal', 'civil');
  const name = 'Atty. Lorna Villareal';
  await page.goto('/lawyer-portal/notary-public');
  await expect(page.getByRole('heading', { level: 1, name: 'Notarial services' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Notary profile visible to the public' })).toHaveAttribute('aria-checked', 'false');

  // Going public before anything is filled in: refused, and the message says what is missing.
  await page.getByRole('switch', { name: 'Notary profile visible to the public' }).click();
  await expect(page.getByTestId('op-toggle')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('op-toggle')).toContainText('Before your notary profile can be public, add: commission number');
  await expect(page.getByRole('switch', { name: 'Notary profile visible to the public' })).toHaveAttribute('aria-checked', 'false');

  const form = page.getByRole('form', { name: 'Commission and office' });
  await form.getByLabel('Commission number').fill('B-2026-017');
  await form.getByLabel('Commission valid until').selectOption(`${new Date().getFullYear() + 1}-12-31`);
  await form.getByLabel('Commissioning court').fill('Office of the Executive Judge, RTC of Boac, Marinduque');
  await form.getByLabel('Territory').fill('Province of Marinduque');
  await form.getByLabel('PTR number').fill('PTR 7012345');
  await form.getByLabel('MCLE compliance number').fill('VIII-0024680');
  await form.getByLabel('Office address').fill('2 Mercader St, Poblacion');
  await form.getByLabel('City', { exact: true }).selectOption(CITY.slug);
  await form.getByLabel('Phone').fill('0917 555 0101');
  await form.getByRole('checkbox', { name: 'Sat' }).check();
  await form.getByRole('checkbox', { name: 'Affidavit of loss' }).check();
  await form.getByRole('checkbox', { name: 'Jurat (affidavits and sworn statements)' }).check();
  // A rule the form checks before sending: closing before opening.
  await form.getByLabel('Closes at').fill('08:00');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('The closing time must be after the opening time.')).toBeVisible();
  await form.getByLabel('Closes at').fill('17:00');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('op-save')).toHaveAttribute('data-status', 'succeeded');

  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  await page.getByLabel('Notary profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('op-picture')).toHaveAttribute('data-status', 'succeeded');
  // An executable dressed as a PDF is refused by the server; nothing changes.
  await page.getByLabel('Notarial commission document').setInputFiles({
    name: 'commission.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 7)]),
  });
  await expect(page.getByTestId('op-commission')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByText('No commission document yet.')).toBeVisible();
  await page.getByLabel('Notarial commission document').setInputFiles({ name: 'commission.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('op-commission')).toHaveAttribute('data-status', 'succeeded');
  await expect(page.getByRole('link', { name: 'commission.pdf' })).toBeVisible();
  const docUrl = await page.getByRole('link', { name: 'commission.pdf' }).getAttribute('href');

  await page.getByRole('switch', { name: 'Notary profile visible to the public' }).click();
  await expect(page.getByTestId('op-toggle')).toHaveAttribute('data-status', 'succeeded');
  await expect(page.getByRole('switch', { name: 'Notary profile visible to the public' })).toHaveAttribute('aria-checked', 'true');
  const publicLink = page.getByRole('link', { name: 'View public page' });
  const notaryId = (await publicLink.getAttribute('href'))!.split('/').pop()!;

  // A visitor finds the notary by city and by service within seconds, and opens the profile.
  const visitor = await (await browser.newContext()).newPage();
  await expect.poll(() => publicPages(visitor, name, notaryId), { timeout: 5_000 }).toEqual({ city: true, byService: true, sitemap: true });
  await visitor.goto('/notary-public');
  await visitor.getByLabel('City', { exact: true }).selectOption(CITY.slug);
  await visitor.getByLabel('Service', { exact: true }).selectOption('affidavit-of-loss');
  await visitor.getByRole('button', { name: 'Search' }).click();
  await expect(visitor).toHaveURL(/\/notary-public\/search\?city=boac&service=affidavit-of-loss/);
  await visitor.getByRole('link', { name }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Notarization requires personal appearance' })).toBeVisible();
  await expect(visitor.getByText('Monday to Saturday, 9:00 AM – 5:00 PM')).toBeVisible();
  await expect(visitor.getByText('Province of Marinduque')).toBeVisible();
  const ld = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
  expect(ld.find((d) => Array.isArray(d['@type']) && d['@type'].includes('Notary'))).toMatchObject({
    name,
    address: { addressLocality: CITY.name },
    openingHoursSpecification: [{ opens: '09:00', closes: '17:00' }],
  });
  // The commission document is private.
  expect((await visitor.request.get(docUrl!)).status()).toBe(401);
  expect((await page.request.get(docUrl!)).status()).toBe(200);

  await page.getByRole('switch', { name: 'Notary profile visible to the public' }).click();
  await expect(page.getByRole('switch', { name: 'Notary profile visible to the public' })).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(() => publicPages(visitor, name, notaryId), { timeout: 5_000 })
    .toEqual({ city: false, byService: false, sitemap: false });
  expect((await visitor.request.get(`/notary-public/profile/${notaryId}`)).status()).toBe(404);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('the notary editor fits a phone', async ({ page, browser }) => {
    await newVerifiedLawyer(browser, page, 'Rico', 'Alcantara', 'labor');
    await page.goto('/lawyer-portal/notary-public');
    await expect(page.getByRole('form', { name: 'Commission and office' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
