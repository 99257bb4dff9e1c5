import { expect, test, type Page } from './fixtures/test';
import { AREA_ALIASES } from '../lib/reference/area-aliases';
import { pageReady } from './fixtures/ready';

// Issue 27 item 2: search in the words people use — area aliases with landing pages, Filipino and
// Taglish words and typos in the legal-issue combobox, and a search box on the 404 page.

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Legal issue' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Legal issues' });
const shots = process.env.E2E_SCREENSHOTS;

test('/lawyers-online/family/metro-manila is a family landing page that lists lawyers, canonical to itself', async ({ page }) => {
  const res = await page.goto('/lawyers-online/family/metro-manila');
  expect(res!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family Lawyers in Metro Manila');
  const lawyers = page.getByRole('region', { name: /family lawyers? (for|based in) / });
  expect(await lawyers.getByRole('article').count()).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/lawyers-online\/family\/metro-manila$/);
  await expect(page.getByRole('link', { name: 'Child support' })).toHaveAttribute('href', /legal_problem=38/);
  if (shots) {
    await page.screenshot({ path: `${shots}/family-1280.png`, fullPage: false });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/family-375.png`, fullPage: false });
  }
});

test('another name of an area answers 308 to the area page; the sitemap lists topic pages once and no redirect', async ({ request }) => {
  const res = await request.get('/lawyers-online/land/metro-manila', { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(new URL(res.headers()['location'], 'http://x').pathname).toBe('/lawyers-online/land-issues/metro-manila');
  expect((await request.get('/lawyers-online/labor-case', { maxRedirects: 0 })).headers()['location']).toMatch(/\/lawyers-online\/labor$/);

  const urls: string[] = [];
  for (const sitemap of [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  }
  expect(urls).toEqual(
    expect.arrayContaining(['/lawyers-online/family', '/lawyers-online/family/metro-manila', '/lawyers-online/annulment/cebu-city']),
  );
  const redirecting = AREA_ALIASES.filter((alias) => !alias.topic).map((alias) => `/lawyers-online/${alias.slug}`);
  expect(urls.filter((u) => redirecting.some((r) => u === r || u.startsWith(`${r}/`)))).toEqual([]);
  expect(new Set(urls).size).toBe(urls.length);
});

test('the search box finds "sustento", "tulong legal" and the misspelt "anulment"', async ({ page }) => {
  await page.goto('/');
  await pageReady(page);
  await combobox(page).fill('sustento');
  await expect(listbox(page).getByRole('option', { name: 'Child support' })).toBeVisible();

  await combobox(page).fill('tulong legal');
  await expect(listbox(page).getByRole('option', { name: 'Family problem' })).toBeVisible();
  await expect(listbox(page).getByRole('option', { name: 'Work problem' })).toBeVisible();

  // Not in the list as typed: the server's trigram search answers under "Did you mean".
  await combobox(page).fill('anulment');
  const option = listbox(page).getByRole('option', { name: 'Annulment or declaration of nullity of marriage' });
  await expect(option).toBeVisible();
  await expect(listbox(page).getByRole('group', { name: 'Did you mean' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/combobox-typo-1280.png` });
  await option.click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/lawyers-online\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ area_of_practice: 'civil', legal_problem: '34' });
});

test('the 404 page has a search box and the popular searches; its words find their legal issues', async ({ page }) => {
  const res = await page.goto('/no-such-page-here');
  expect(res!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Ops... You are lost!' })).toBeVisible();
  const main = page.getByRole('main');
  const popular = main.getByRole('navigation', { name: 'Popular searches' });
  await expect(popular.getByRole('link', { name: 'Civil lawyers in Metro Manila' })).toHaveAttribute(
    'href',
    '/lawyers-online/civil/metro-manila',
  );
  const box = main.getByRole('searchbox', { name: 'What is your legal problem?' });
  await expect(box).toBeVisible();
  if (shots) {
    await page.screenshot({ path: `${shots}/not-found-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/not-found-375.png` });
  }

  await box.fill('tulong legal');
  await main.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/lawyers-online\?q=/);
  const suggestions = page.getByRole('region', { name: 'Legal issues for “tulong legal”' });
  await expect(suggestions.getByRole('link', { name: 'Work problem' })).toHaveAttribute('href', /area_of_practice=labor&legal_problem=2/);
  if (shots) await page.screenshot({ path: `${shots}/suggestions-375.png` });
  await suggestions.getByRole('link', { name: 'Family problem' }).click();
  await expect(page).toHaveURL(/legal_problem=0/);
});
