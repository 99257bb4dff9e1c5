import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/test';
import { AREAS_OF_PRACTICE } from '../lib/reference/areas';
import { SEO_REGIONS } from '../lib/reference/regions';
import { LANDING_REVALIDATE_SECONDS } from '../lib/config/pages';
import { pageReady } from './fixtures/ready';

// Issue 4 landing pages: /lawyers-online/{area} and /lawyers-online/{area}/{region}, built at deploy.

const LANDING_PATHS = AREAS_OF_PRACTICE.flatMap((area) => [
  `/lawyers-online/${area.slug}`,
  ...SEO_REGIONS.map((region) => `/lawyers-online/${area.slug}/${region.slug}`),
]);
const distDir = process.env.NEXT_DIST_DIR || '.next';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
}

/** A page's prerendered HTML in the build: every page is built under its language (app/[locale]). */
const builtFile = (p: string, locale = 'en') => path.join(distDir, 'server', 'app', locale, `${p.slice(1)}.html`);

test('all 234 landing pages are prerendered in the build output, in English and in Filipino', () => {
  expect(LANDING_PATHS).toHaveLength(234);
  const missing = LANDING_PATHS.flatMap((p) => ['en', 'fil'].map((locale) => builtFile(p, locale))).filter((file) => !fs.existsSync(file));
  expect(missing).toEqual([]);
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, { initialRevalidateSeconds: number | false }>;
  };
  // 10 minutes for a page with lawyers (their times stay current); a page built with nobody to show is rebuilt after a minute
  // (cacheEmptyBriefly), so a database filled after the build never leaves it frozen at "No … yet".
  for (const p of LANDING_PATHS) {
    const html = fs.readFileSync(builtFile(p), 'utf8');
    expect(manifest.routes[`/en${p}`]?.initialRevalidateSeconds, p).toBe(/>No [^<]+ yet</.test(html) ? 60 : LANDING_REVALIDATE_SECONDS);
  }
});

test('sitemap.xml lists every landing page, blog post and notary city; server-sitemap lists lawyer and notary profiles', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const sitemaps = locs(index);
  expect(sitemaps.some((u) => u.endsWith('/server-sitemap.xml'))).toBe(true);
  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const res = await request.get(new URL(sitemap).pathname);
    expect(res.status(), sitemap).toBe(200);
    urls.push(...locs(await res.text()).map((u) => new URL(u).pathname.replace(/(.)\/$/, '$1')));
  }
  const missing = LANDING_PATHS.filter((p) => !urls.includes(p));
  expect(missing).toEqual([]);
  for (const p of [
    '/',
    '/about',
    '/faq',
    '/blog',
    '/blog/annulment-vs-declaration-of-nullity',
    '/terms',
    '/privacy',
    '/notary-public',
    '/notary-public/makati',
    '/notary-public/baguio',
  ]) {
    expect(urls, p).toContain(p);
  }
  expect(urls.filter((u) => u.startsWith('/blog/')).length).toBeGreaterThanOrEqual(8);
  const lawyers = urls.filter((u) => /^\/lawyer\/[0-9a-f-]{36}$/.test(u));
  expect(lawyers.length).toBeGreaterThan(300);
  expect(urls.filter((u) => u.startsWith('/notary-public/profile/')).length).toBeGreaterThan(10);
  expect(urls.filter((u) => /^\/(customer-portal|lawyer-portal|login|signup|api|book|checkout)/.test(u))).toEqual([]);
  expect(new Set(urls).size).toBe(urls.length);
});

// Each page as served, one test per area of practice (the area's page and its thirteen regions).
for (const area of AREAS_OF_PRACTICE) {
  test(`the ${area.slug} landing pages have a title, one H1, a description, a canonical URL, OpenGraph and valid JSON-LD`, async ({
    request,
  }) => {
    for (const p of LANDING_PATHS.filter((l) => l === `/lawyers-online/${area.slug}` || l.startsWith(`/lawyers-online/${area.slug}/`))) {
      const res = await request.get(p);
      expect(res.status(), p).toBe(200);
      const html = await res.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, p).toBeTruthy();
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(description, p).toBeTruthy();
      expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1], p).toMatch(new RegExp(`${p.replace(/\//g, '\\/')}$`));
      expect(html, p).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, p).toMatch(new RegExp(`<meta property="og:url" content="[^"]*${p.replace(/\//g, '\\/')}"`));
      expect((html.match(/<h1\b/g) ?? []).length, p).toBe(1);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
      const list = blocks.find((b) => b['@type'] === 'ItemList');
      expect(crumbs, p).toBeTruthy();
      expect(crumbs.itemListElement.at(-1).item, p).toMatch(new RegExp(`${p.replace(/\//g, '\\/')}$`));
      expect(crumbs.itemListElement.map((e: { position: number }) => e.position)).toEqual(
        crumbs.itemListElement.map((_: unknown, i: number) => i + 1),
      );
      expect(list, p).toBeTruthy();
      expect(list.numberOfItems, p).toBe(list.itemListElement.length);
      expect(list.itemListElement.length, p).toBeGreaterThan(0);
      for (const item of list.itemListElement) expect(item.url).toMatch(/\/lawyer\/[0-9a-f-]{36}$/);
    }
  });
}

// Distinct across all 234: read from the prerendered pages of the build (the pages served above).
test('no two landing pages share a title or a description', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const p of LANDING_PATHS) {
    const html = fs.readFileSync(builtFile(p), 'utf8');
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
    expect(title, p).toBeTruthy();
    expect(description, p).toBeTruthy();
    expect(titles.has(title!), `${p} repeats the title of ${titles.get(title!)}`).toBe(false);
    expect(descriptions.has(description!), `${p} repeats the description of ${descriptions.get(description!)}`).toBe(false);
    titles.set(title!, p);
    descriptions.set(description!, p);
  }
  expect(titles.size).toBe(234);
});

test('a landing page lists matching lawyers, maps the city to its region and links to neighbours', async ({ page }) => {
  await page.goto('/lawyers-online/corporate/makati');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate Lawyers in Makati');
  await expect(page.getByRole('main')).toContainText('Makati is in Metro Manila (NCR)');
  const lawyers = page.getByRole('region', { name: /verified corporate lawyers? for Makati/ });
  const cards = lawyers.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const text of await cards.allTextContents()) {
    expect(text).toContain('Metro Manila (NCR)');
    expect(text).toContain('Corporate');
  }
  await expect(
    page.getByRole('navigation', { name: 'Corporate Lawyers in other places' }).getByRole('link', { name: 'Cebu City' }),
  ).toHaveAttribute('href', '/lawyers-online/corporate/cebu-city');
  await expect(
    page.getByRole('navigation', { name: 'Other lawyers in Makati' }).getByRole('link', { name: 'Tax Lawyers' }),
  ).toHaveAttribute('href', '/lawyers-online/taxation/makati');
});

test('unknown landing slugs are the 404 page with the spec’s text', async ({ page }) => {
  for (const p of [
    '/lawyers-online/space-law',
    '/lawyers-online/civil/atlantis',
    '/lawyers-online/civil/metro-manila/extra',
    '/notary-public/atlantis',
  ]) {
    const res = await page.goto(p);
    expect(res?.status(), p).toBe(404);
    await expect(page.getByRole('heading', { name: 'Ops... You are lost!' })).toBeVisible();
  }
});

test('notary pages: a city lists public notaries; a profile explains personal appearance', async ({ page }) => {
  await page.goto('/notary-public');
  await pageReady(page);
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/notary-public\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Notary public in');

  await page.goto('/notary-public/baguio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notary public in Baguio');
  await expect(page.getByRole('heading', { name: 'Notarization requires personal appearance' })).toBeVisible();

  await page.goto('/notary-public');
  const cityWithNotary = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /\d+ notar/ })
    .first()
    .getByRole('link');
  await cityWithNotary.click();
  const first = page.getByRole('main').getByRole('article').first();
  await first.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/notary-public\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Commission No.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('never done over a video');
  const res = await page.goto('/notary-public/profile/not-a-uuid');
  expect(res?.status()).toBe(404);
});
