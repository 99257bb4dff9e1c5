import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test';
import { authSettled } from './fixtures/auth';

// Issue 5: /lawyers-online (spec §2, §4, §8) and compare.

const cards = (page: Page) => page.getByRole('list', { name: 'Lawyers' }).getByRole('article');
const total = (page: Page) => page.getByTestId('results-total');
const profileHrefs = async (page: Page) =>
  cards(page)
    .locator(':is(h2, h3) a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('the home search parameters give a server-rendered list of verified lawyers with fees, experience and bookable slots', async ({
  page,
}) => {
  const response = await page.goto('/lawyers-online?area_of_practice=labor&legal_problem=8');
  // Rendered on the server: the first page is in the HTML itself.
  const html = await response!.text();
  expect(html).toContain('Atty. ');
  expect(html).toMatch(/\d+ lawyers found/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lawyers for illegal dismissal');
  await expect(total(page)).toHaveText(/^\d+ lawyers found$/);
  const first = cards(page).first();
  await expect(first.getByRole('link', { name: /^Atty\. / })).toHaveAttribute('href', /^\/lawyer\/[0-9a-f-]{36}$/);
  await expect(first.getByText('IBP verified')).toBeVisible();
  await expect(first.getByText(/₱[\d,]+/).first()).toBeVisible();
  await expect(first.getByText(/\d+ years? of experience/)).toBeVisible();
  const slot = first.getByRole('link', { name: /^Book / }).first();
  await expect(slot).toHaveAttribute('href', /^\/book\/[0-9a-f-]{36}\/\d{4}-\d{2}-\d{2}T\d{2}:[03]0:00\.000Z$/);
  // Lawyers who list the problem come first, under their own heading (issue 17).
  await expect(page.getByRole('heading', { level: 2, name: 'Lawyers who handle illegal dismissal' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lawyers who handle illegal dismissal' }).getByRole('article').first()).toBeVisible();
});

test('filters change the URL and the results; Back restores the previous search', async ({ page }) => {
  await page.goto('/lawyers-online?area_of_practice=civil');
  await authSettled(page); // hydrated, so the filter controls respond
  const all = await total(page).textContent();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('combobox', { name: /Region/ }).click();
  await page.getByRole('option', { name: 'Metro Manila (NCR)' }).click();
  await expect(page).toHaveURL(/region=Metro\+Manila\+%28NCR%29/);
  await expect(total(page)).not.toHaveText(all!);
  await expect(async () => {
    const places = await cards(page).locator('p', { hasText: 'Metro Manila (NCR)' }).count();
    expect(places).toBe(await cards(page).count());
  }).toPass();
  const manila = await total(page).textContent();

  // A language one of these lawyers speaks besides English and Tagalog (whichever the demo data gives).
  const spoken = (
    await cards(page)
      .locator('dd')
      .filter({ hasText: /English|Tagalog/ })
      .allTextContents()
  )
    .flatMap((l) => l.split(', '))
    .filter((l) => l !== 'English' && l !== 'Tagalog');
  const language = spoken[0];
  expect(language).toBeDefined();
  await filters.getByRole('checkbox', { name: language, exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`language=${encodeURIComponent(language).replace(/%20/g, '\\+')}`));
  await expect(total(page)).not.toHaveText(manila!);
  await expect(async () => {
    const languages = await cards(page)
      .locator('dd')
      .filter({ hasText: /English|Tagalog/ })
      .allTextContents();
    expect(languages.length).toBe(await cards(page).count());
    expect(languages.every((l) => l.split(', ').includes(language))).toBe(true);
  }).toPass();

  await filters.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
  await expect(page).toHaveURL(/sort=price&sort_direction=1/);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price/);
  await filters.getByLabel('Sort by').selectOption({ label: 'Price High to Low' });
  await expect(page).toHaveURL(/sort=price&sort_direction=-1/);
  await expect(async () => {
    const fees = await cards(page).locator('dd').filter({ hasText: '/ 30 min' }).allTextContents();
    const pesos = fees.map((f) => Number(f.match(/₱([\d,]+)/)![1].replace(/,/g, '')));
    expect(pesos.length).toBeGreaterThan(0);
    expect([...pesos].sort((a, b) => b - a)).toEqual(pesos);
  }).toPass();

  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/language=/);
  await expect(page).toHaveURL(/region=Metro/);
  await expect(total(page)).toHaveText(manila!);

  // The URL is shareable: opening it fresh gives the same search.
  await page.goto('/lawyers-online?area_of_practice=civil&region=Metro+Manila+%28NCR%29');
  await expect(total(page)).toHaveText(manila!);
});

test('the fee range: typing Min, tapping Max and typing it keeps both; every result is within the range', async ({ page }) => {
  await page.goto('/lawyers-online?area_of_practice=civil');
  await authSettled(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Minimum fee in pesos').fill('1000');
  await filters.getByLabel('Maximum fee in pesos').click();
  await page.keyboard.type('1500');
  await filters.getByLabel('Maximum fee in pesos').press('Enter');
  await expect(page).toHaveURL(/price_min=100000/);
  await expect(page).toHaveURL(/price_max=150000/);
  await expect(filters.getByLabel('Maximum fee in pesos')).toHaveValue('1500');
  await expect(async () => {
    const fees = await cards(page).locator('dd').filter({ hasText: '/ 30 min' }).allTextContents();
    const pesos = fees.map((f) => Number(f.match(/₱([\d,]+)/)![1].replace(/,/g, '')));
    expect(pesos.length).toBeGreaterThan(0);
    expect(pesos.every((p) => p >= 1000 && p <= 1500)).toBe(true);
  }).toPass();
});

test('"Load more" appends the next page without duplicates; a new search replaces the list', async ({ page }) => {
  await page.goto('/lawyers-online');
  await expect(cards(page)).toHaveCount(10);
  const firstPage = await profileHrefs(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(20);
  const both = await profileHrefs(page);
  expect(both.slice(0, 10)).toEqual(firstPage);
  expect(new Set(both).size).toBe(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(30);

  await page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: 'Audio call (online)' }).check();
  await expect(page).toHaveURL(/call_type=phone/);
  await expect(cards(page)).toHaveCount(10);
});

test('loading skeletons, then the empty state; an API failure shows "Failed to fetch lawyers"', async ({ page }) => {
  await page.goto('/lawyers-online');
  await expect(cards(page).first()).toBeVisible();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/lawyers?*', async (route) => {
    await gate;
    await route.continue();
  });
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Maximum fee in pesos').fill('1');
  await filters.getByLabel('Maximum fee in pesos').press('Enter');
  await expect(page.getByRole('status', { name: 'Loading lawyers' })).toBeVisible();
  await expect(page.getByTestId('lawyer-skeleton').first()).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'No lawyers match your search' })).toBeVisible();
  await expect(total(page)).toHaveText('0 lawyers found');

  await page.unroute('**/api/v1/lawyers?*');
  await page.route('**/api/v1/lawyers?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Internal server error","key":"INTERNAL","code":"common.internal","status":500}',
    }),
  );
  await filters.getByRole('checkbox', { name: 'Hokkien' }).check();
  await expect(page.getByText('Failed to fetch lawyers')).toBeVisible();
});

test('compare: pick up to three from the results, the choice survives navigation, /compare shows them side by side', async ({ page }) => {
  const response = await page.goto('/lawyers-online?sort=price&sort_direction=1');
  expect(await response!.text()).toContain('Atty. ');
  await expect(cards(page)).toHaveCount(10);
  const toggle = (i: number) =>
    cards(page)
      .nth(i)
      .getByRole('button', { name: /compare/i });
  const names = (await cards(page).locator(':is(h2, h3) a').allTextContents()).slice(0, 4);
  for (let i = 0; i < 3; i++) {
    await toggle(i).click();
    await expect(toggle(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(toggle(3)).toBeDisabled();
  const tray = page.getByRole('region', { name: 'Compare lawyers' });
  await expect(tray).toContainText('Compare (3/3)');

  await page.goto('/');
  await page.goto('/compare');
  const table = page.getByRole('table', { name: 'Lawyers compared side by side' });
  for (const name of names.slice(0, 3)) await expect(table.getByRole('link', { name })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Fee, 30 minutes' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Fee, 30 minutes/ })).toContainText('₱');
  await expect(
    table
      .getByRole('row', { name: /Next free times/ })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', /^\/book\//);

  await table.getByRole('button', { name: `Remove ${names[0]} from compare` }).click();
  await page.reload();
  await expect(table.getByRole('link', { name: names[0] })).toHaveCount(0);
  await expect(table.getByRole('link', { name: names[1] })).toBeVisible();
});

test('axe-core finds no violations on the results page', async ({ page }) => {
  await page.goto('/lawyers-online?area_of_practice=civil&legal_problem=34');
  await expect(cards(page).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the results page has no horizontal scroll; the filters open in a drawer; axe finds nothing', async ({ page }) => {
    await page.goto('/lawyers-online?area_of_practice=labor&legal_problem=8');
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: 'Tagalog' }).check();
    await expect(page).toHaveURL(/language=Tagalog/);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the compare page fits too', async ({ page }) => {
    await page.goto('/lawyers-online');
    await cards(page)
      .nth(0)
      .getByRole('button', { name: /Compare/ })
      .click();
    await cards(page)
      .nth(1)
      .getByRole('button', { name: /Compare/ })
      .click();
    await page.getByRole('link', { name: 'Compare now' }).click();
    await expect(page.getByRole('heading', { name: 'Compare lawyers', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Atty\. / }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('/free-legal-help finds PAO, IBP, clinics and help desks by region and problem, with sources', async ({ page }) => {
  await page.goto('/free-legal-help');
  await expect(page.getByRole('heading', { name: "Do you qualify for the Public Attorney's Office?" })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Net monthly income limits of the indigency test' })).toContainText('₱24,000');
  await page.getByLabel('Region').selectOption('Central Visayas (VII)');
  await page.getByLabel('Legal problem').selectOption({ label: 'Labor' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/region=Central\+Visayas\+%28VII%29&area_of_practice=labor/);
  const results = page.getByRole('region', { name: /places to get free legal help in Central Visayas/ });
  await expect(results.getByRole('heading', { name: "Public Attorney's Office – Cebu City District Office" })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'DOLE Single Entry Approach (SEnA)' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'UP Office of Legal Aid' })).toHaveCount(0);
  await expect(results.getByText(/Last checked/).first()).toBeVisible();
  await expect(results.getByRole('link', { name: /^Source/ }).first()).toHaveAttribute('href', /^https:\/\//);
});

test('/free-legal-help shows the directory 20 places a page, with Previous and Next that keep the filters', async ({ page }) => {
  await page.goto('/free-legal-help');
  const results = page.getByRole('region', { name: /places to get free legal help$/ });
  const total = Number((await results.getByRole('heading', { level: 2 }).innerText()).match(/^(\d+) places/)![1]);
  expect(total).toBeGreaterThan(40);
  await expect(results.getByRole('listitem')).toHaveCount(20);
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pages).toContainText(`1–20 of ${total}`);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  const firstPage = await results.getByRole('heading', { level: 3 }).allInnerTexts();
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/free-legal-help\?page=2#flh-results$/);
  await expect(pages).toContainText(`21–40 of ${total}`);
  const secondPage = await results.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(secondPage).toHaveLength(20);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/free-legal-help#flh-results$/);
  expect(await results.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(firstPage);

  // A filtered search pages within its filter; a page past the end shows the last page.
  await page.goto('/free-legal-help?kind=pao&page=99');
  const pao = page.getByRole('region', { name: /places to get free legal help$/ });
  const paoTotal = Number((await pao.getByRole('heading', { level: 2 }).innerText()).match(/^(\d+) place/)![1]);
  const lastCount = paoTotal <= 20 ? paoTotal : ((paoTotal - 1) % 20) + 1;
  await expect(pao.getByRole('listitem')).toHaveCount(lastCount);
  const kinds = await pao.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent));
  expect(new Set(kinds)).toEqual(new Set(["Public Attorney's Office"]));
  if (paoTotal > 20)
    await expect(page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      /kind=pao/,
    );
});
