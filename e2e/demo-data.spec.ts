import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures/test';
import { monogramOf } from '../lib/format/monogram';
import { REGION_CITIES } from '../lib/reference/regions';
import { slugify } from '../lib/format/slug';

// Issue 27 item 3: demo data a visitor believes — monograms instead of cartoon avatars, a lawyer in
// every area of the big regions, a notary in every city of Metro Manila.

/** The avatar's colours as the browser paints them, and its letters. */
async function monogram(avatar: Locator) {
  return {
    initials: (await avatar.getByTestId('avatar-initials').textContent())?.trim(),
    background: await avatar.evaluate((el) => getComputedStyle(el).backgroundColor),
    color: await avatar.evaluate((el) => getComputedStyle(el).color),
  };
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Pictures the page asked for, so a test can say that no cartoon avatar was loaded. */
function watchImages(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image') urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

test('a seeded lawyer without a photo is their monogram on the card and the profile: initials on their colour, no cartoon', async ({
  page,
}) => {
  const images = watchImages(page);
  await page.goto('/lawyers-online/criminal/metro-manila');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').innerText()).replace(/^Atty\.\s*/, '');
  const expected = monogramOf(name);
  const avatar = card.getByTestId('avatar');
  expect(await monogram(avatar)).toEqual({ initials: expected.initials, background: rgb(expected.background), color: rgb(expected.color) });
  await expect(card.locator('img')).toHaveCount(0);
  // Enough contrast for its letters (WCAG AA), as axe measures it.
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="avatar"]').withRules(['color-contrast']).analyze();
  expect(violations).toEqual([]);

  // The profile shows the same monogram, not the broken-image mark.
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const header = page.getByRole('main').getByTestId('avatar').first();
  expect(await monogram(header)).toEqual({ initials: expected.initials, background: rgb(expected.background), color: rgb(expected.color) });
  await expect(page.locator('[aria-label$="(image unavailable)"]')).toHaveCount(0);
  expect(images.filter((u) => u.includes('/images/avatars/'))).toEqual([]);
  await page.screenshot({ path: 'test-results/monogram-profile-1280.png' });
});

test('monograms at 375 and 1280 px: results, a notary city (screenshots to look at)', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/lawyers-online/criminal/metro-manila');
    await expect(page.getByRole('article').first().getByTestId('avatar')).toBeVisible();
    await page.getByRole('article').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/monogram-landing-${width}.png` });
    await page.goto('/notary-public/quezon-city');
    await expect(page.getByRole('article').first().getByTestId('avatar')).toBeVisible();
    await page.screenshot({ path: `test-results/monogram-notaries-${width}.png` });
  }
});

test('every big region lists a lawyer in every area (landing pages)', async ({ request }) => {
  test.setTimeout(120_000);
  const areas = ['civil', 'land-issues', 'criminal', 'labor', 'corporate', 'taxation', 'immigration', 'intellectual-property', 'election'];
  const empty: string[] = [];
  for (const region of ['metro-manila', 'central-luzon', 'calabarzon', 'central-visayas', 'davao-region']) {
    for (const area of areas) {
      const html = await (await request.get(`/lawyers-online/${area}/${region}`)).text();
      if (!/>\d+ verified [^<]+ for [^<]+</.test(html)) empty.push(`${area}/${region}`);
    }
  }
  expect(empty).toEqual([]);
});

// One test per city of Metro Manila: its notary page lists one, shown by their monogram.
const MANILA = REGION_CITIES['Metro Manila (NCR)'];
for (const city of MANILA) {
  test(`${city} has a notary, shown by their monogram`, async ({ page }) => {
    await page.goto(`/notary-public/${slugify(city)}`);
    const card = page.getByRole('article').first();
    await expect(card, city).toBeVisible();
    const name = await card.getByRole('heading').innerText();
    expect((await monogram(card.getByTestId('avatar'))).initials).toBe(monogramOf(name).initials);
    await expect(page.locator('[aria-label$="(image unavailable)"]')).toHaveCount(0);
  });
}

test('the city list names all sixteen cities of Metro Manila, none without a notary', async ({ page }) => {
  expect(MANILA).toHaveLength(16);
  await page.goto('/notary-public');
  const manila = page.getByRole('region', { name: 'Notaries public by city' }).getByRole('region', { name: 'Metro Manila (NCR)' });
  await expect(manila.getByRole('listitem')).toHaveCount(16);
  await expect(manila.getByRole('listitem').filter({ hasText: 'no notary yet' })).toHaveCount(0);
});
