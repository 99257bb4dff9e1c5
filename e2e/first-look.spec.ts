import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import type { LawyerSearchPage } from '../lib/dto/search';
import { LEGAL_PROBLEMS } from '../lib/reference/legal-problems';
import { pageReady } from './fixtures/ready';

// Issue 45, "What a new client and a new lawyer hit first, round 2": items 1 (free legal help within
// one tap), 4 (a phone's first screen of a landing page, applied-filter chips, a note when nobody lists
// the problem) and 9 (the rating order's weighting said where it is chosen).

test.use({ timezoneId: 'Asia/Manila' });

const PHONE = { width: 375, height: 812 };
const shots = process.env.E2E_SCREENSHOTS;
const FREE_HELP = /\/free-legal-help(\?[^#]*)?$/;

async function expectFreeHelpPage(page: Page) {
  await expect(page).toHaveURL(FREE_HELP);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free legal help in the Philippines');
}

test.describe('a visitor who cannot afford a lawyer reaches /free-legal-help in one tap (375 px)', () => {
  test.use({ viewport: PHONE });

  test('from the home page', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('main').getByRole('link', { name: 'Find free legal help' });
    await expect(link).toBeInViewport();
    await link.click();
    await expectFreeHelpPage(page);
  });

  test('from the menu drawer', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Free legal help' }).click();
    await expectFreeHelpPage(page);
  });

  test('from the footer', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: "Can't afford a lawyer?" })
      .getByRole('link', { name: 'Free legal help' })
      .click();
    await expectFreeHelpPage(page);
  });

  test('from the 404 page', async ({ page }) => {
    const res = await page.goto('/no-such-page-here');
    expect(res!.status()).toBe(404);
    await page.getByRole('main').getByRole('link', { name: 'Find free legal help' }).click();
    await expectFreeHelpPage(page);
  });

  test('from the FAQ answer that names the page', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('heading', { name: 'I cannot afford a lawyer. Where can I get free legal help?' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Free Legal Help page' }).click();
    await expectFreeHelpPage(page);
  });
});

test('the header names Free legal help on a wide screen', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Free legal help' }).click();
  await expectFreeHelpPage(page);
});

for (const words of ['tulong legal', 'libreng abogado', 'PAO']) {
  test(`"${words}" leads to free legal help: the legal-issue box offers it first, the search puts it above the lawyers`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await pageReady(page);
    await page.getByRole('combobox', { name: 'Legal issue' }).fill(words);
    const list = page.getByRole('listbox', { name: 'Legal issues' });
    const option = list.getByRole('option').first();
    await expect(option).toHaveText(/^Free legal help/);
    await expect(list.getByRole('group', { name: "Can't afford a lawyer?" })).toBeVisible();
    await option.click();
    await expectFreeHelpPage(page);

    // The same words in the plain search box (the 404 page's, /lawyers-online?q=): a card above the results.
    await page.goto(`/lawyers-online?q=${encodeURIComponent(words)}`);
    const card = page.getByRole('region', { name: 'Free legal help' });
    await expect(card).toBeVisible();
    const cardBox = (await card.boundingBox())!;
    const firstLawyer = (await page.getByRole('article').first().boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(firstLawyer.y);
    await card.getByRole('link', { name: 'Find free legal help' }).click();
    await expectFreeHelpPage(page);
  });
}

test('"sustento" leads to lawyers, not to the free-help card', async ({ page }) => {
  await page.goto('/lawyers-online?q=sustento');
  await expect(page.getByRole('heading', { name: /Legal issues for “sustento”/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free legal help' })).toHaveCount(0);
});

test('at 375 × 812 a landing page shows the count and the first lawyer card whole, before any scroll', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/lawyers-online/family/metro-manila', '/lawyers-online/labor/cebu-city', '/lawyers-online/civil']) {
    await page.goto(path);
    const count = page.getByRole('heading', { level: 2, name: /^\d+ verified / });
    await expect(count).toBeInViewport();
    const card = page
      .getByRole('region', { name: /^\d+ verified / })
      .getByRole('article')
      .first();
    const box = (await card.boundingBox())!;
    expect(box.y, path).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${path}: the first card ends at ${box.y + box.height} px`).toBeLessThanOrEqual(PHONE.height);
    if (shots) await page.screenshot({ path: `${shots}/landing-first-screen-${path.split('/').slice(2).join('-')}-375.png` });
  }
  // The search is one line until tapped, and opens in place.
  const bar = page.getByRole('button', { name: 'Search another legal issue or place' });
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Legal issue' })).toBeHidden();
  await bar.click();
  await expect(page.getByRole('combobox', { name: 'Legal issue' })).toBeVisible();
  // The intro is still on the page, below the lawyers.
  const intro = page.getByRole('region', { name: /^About / });
  await expect(intro.getByRole('paragraph').first()).toBeVisible();
});

test('a wide screen keeps the full search card and the intro above the lawyers', async ({ page }) => {
  await page.goto('/lawyers-online/family/metro-manila');
  await expect(page.getByRole('button', { name: 'Search another legal issue or place' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Legal issue' })).toBeVisible();
  // A topic's page heads its two runs: lawyers who list its cases, then the rest of the area.
  await expect(page.getByText(/^Top rated first in each group \(weighs the number of reviews\)\./)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Lawyers who list family cases' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Other civil law lawyers' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/landing-family-1280.png`, fullPage: true });
  await page.goto('/lawyers-online/labor/cebu-city');
  await expect(page.getByText(/^Top rated first \(weighs the number of reviews\)\./)).toBeVisible();
});

async function total(page: Page): Promise<number> {
  const text = (await page.getByTestId('results-total').textContent())!;
  return Number(text.replace(/,/g, '').match(/^(\d+)/)![1]);
}

test('applied filters show as chips; removing one searches again without it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/lawyers-online?area_of_practice=civil&region=Metro+Manila+%28NCR%29&language=Tagalog&language=Cebuano&call_type=video');
  const chips = page.getByRole('list', { name: 'Applied filters' });
  await expect(chips.getByRole('button')).toHaveText(['Civil', 'Metro Manila (NCR)', 'Tagalog', 'Cebuano', 'Video call']);
  await expect(page.getByRole('button', { name: 'Filters (5)' })).toBeVisible();
  const before = await total(page);
  if (shots) await page.screenshot({ path: `${shots}/filter-chips-375.png` });

  await chips.getByRole('button', { name: 'Remove filter: Metro Manila (NCR)' }).click();
  await expect(page).not.toHaveURL(/region=/);
  await expect(page).toHaveURL(/language=Tagalog&language=Cebuano/);
  await expect(chips.getByRole('button')).toHaveText(['Civil', 'Tagalog', 'Cebuano', 'Video call']);
  await expect.poll(() => total(page)).toBeGreaterThan(before);

  await chips.getByRole('button', { name: 'Remove filter: Cebuano' }).click();
  await expect(page).not.toHaveURL(/Cebuano/);
  await expect(chips.getByRole('button')).toHaveText(['Civil', 'Tagalog', 'Video call']);

  // A long legal issue's chip is cut short on a phone, never wider than the screen.
  await page.goto('/lawyers-online?legal_problem=34&region=Metro+Manila+%28NCR%29');
  const long = chips.getByRole('button', { name: /^Remove filter: Annulment or declaration of nullity of marriage$/ });
  expect((await long.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/lawyers-online$/);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});

/** A legal problem and a region where nobody lists the problem, though lawyers of its area practise there. */
async function unlistedProblem(request: APIRequestContext): Promise<{ id: number; label: string; region: string }> {
  const region = 'Caraga (XIII)';
  for (const problem of LEGAL_PROBLEMS.filter((p) => p.value[0] === 'civil')) {
    const res = await request.get(`/api/v1/lawyers?legal_problem=${problem._id}&region=${encodeURIComponent(region)}&limit=1`);
    const page = (await res.json()) as LawyerSearchPage;
    if (page.total > 0 && !page.results[0].exactMatch) return { id: problem._id, label: problem.label, region };
  }
  throw new Error(`every civil problem has a lawyer in ${region}`);
}

test('when nobody lists the chosen problem the results say so, and whom they show instead', async ({ page, request }) => {
  const problem = await unlistedProblem(request);
  await page.goto(`/lawyers-online?legal_problem=${problem.id}&region=${encodeURIComponent(problem.region)}`);
  await expect(page.getByRole('note')).toHaveText(
    `No lawyer in Caraga lists ${problem.label.toLowerCase()} yet. Showing civil law lawyers in Caraga instead: they work in the same area of law and may take it on.`,
  );
  await expect(page.getByRole('heading', { level: 2, name: /^Lawyers who handle / })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Civil Law Lawyers' })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);
});

test('the rating sort says it weighs the number of reviews, under the spec’s label', async ({ page }) => {
  await page.goto('/lawyers-online?area_of_practice=labor');
  const sort = page.getByRole('complementary', { name: 'Filters' }).getByLabel('Sort by');
  await expect(sort.locator('option:checked')).toHaveText('Rating High to Low');
  await expect(sort).toHaveAccessibleDescription('Weighs the number of reviews: a 4.7 from six reviews ranks above a 5.0 from one.');
  await sort.selectOption({ label: 'Price Low to High' });
  await expect(sort).not.toHaveAccessibleDescription(/reviews/);
});
