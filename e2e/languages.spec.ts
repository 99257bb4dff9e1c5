import { expect, test } from './fixtures/test';

// Issue 40: English at /x, Filipino at /fil/x; the choice remembered; both in the sitemap, each page
// naming itself and its other language.

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

type Entry = { loc: string; alternates: Record<string, string> };

function entriesOf(xml: string): Entry[] {
  return xml
    .split('<url>')
    .slice(1)
    .map((block) => ({
      loc: block.match(/<loc>([^<]+)<\/loc>/)![1],
      alternates: Object.fromEntries([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    }));
}

/** The head's canonical and hreflang links of a page, absolute, the home page without its slash. */
function headLinks(html: string) {
  const strip = (url: string) => url.replace(/\/$/, '');
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], strip(m[2])]),
  );
  return { canonical: canonical && strip(canonical), alternates };
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];

test('every sitemap URL has its other language; each Filipino page answers in Filipino, its hreflang pairs pointing at each other', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const index = await (await request.get('/sitemap.xml')).text();
  const entries: Entry[] = [];
  for (const sitemap of locs(index)) entries.push(...entriesOf(await (await request.get(new URL(sitemap).pathname)).text()));
  const bilingual = entries.filter((e) => Object.keys(e.alternates).length > 0);
  // Landing pages, home, free legal help, notary pages, FAQ, the blog's index, profiles: in both.
  for (const path of ['/', '/lawyers-online/family/metro-manila', '/free-legal-help', '/notary-public', '/faq', '/blog']) {
    expect(
      bilingual.some((e) => new URL(e.loc).pathname.replace(/\/$/, '') === `/fil${path === '/' ? '' : path}`),
      `/fil${path} in the sitemap`,
    ).toBe(true);
  }
  for (const entry of bilingual) {
    expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(['en', 'fil', 'x-default']);
    expect([entry.alternates.en, entry.alternates.fil], entry.loc).toContain(entry.loc);
    expect(entry.alternates['x-default'], entry.loc).toBe(entry.alternates.en);
  }
  // Each Filipino page in the static sitemap (landing pages and the rest) and a few profiles.
  const filipino = bilingual.filter((e) => e.loc === e.alternates.fil);
  const profiles = filipino.filter((e) => /\/(lawyer|notary-public\/profile)\//.test(e.loc));
  const pages = [...filipino.filter((e) => !profiles.includes(e)), ...profiles.slice(0, 4)];
  expect(pages.length).toBeGreaterThan(200);
  for (const entry of pages) {
    const fil = await request.get(new URL(entry.loc).pathname);
    expect(fil.status(), entry.loc).toBe(200);
    const filHtml = await fil.text();
    expect(filHtml, entry.loc).toContain('<html lang="fil"');
    const en = await request.get(new URL(entry.alternates.en).pathname);
    expect(en.status(), entry.alternates.en).toBe(200);
    const enHtml = await en.text();
    // Its own words: a title and a description of its own, not the English ones.
    expect(titleOf(filHtml), entry.loc).toBeTruthy();
    expect(titleOf(filHtml), entry.loc).not.toBe(titleOf(enHtml));
    expect(descriptionOf(filHtml), entry.loc).not.toBe(descriptionOf(enHtml));
    const filLinks = headLinks(filHtml);
    const enLinks = headLinks(enHtml);
    expect(filLinks.canonical, entry.loc).toBe(entry.alternates.fil.replace(/\/$/, ''));
    expect(enLinks.canonical, entry.alternates.en).toBe(entry.alternates.en.replace(/\/$/, ''));
    for (const links of [filLinks, enLinks]) {
      expect(links.alternates, entry.loc).toEqual({
        en: entry.alternates.en.replace(/\/$/, ''),
        fil: entry.alternates.fil.replace(/\/$/, ''),
        'x-default': entry.alternates.en.replace(/\/$/, ''),
      });
    }
  }
});

test('a first visit follows Accept-Language, the choice is remembered in a cookie, and /en/x is the way back', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'fil-PH,fil;q=0.9,en;q=0.8' } });
  const first = await visitor.get('/faq', { maxRedirects: 0 });
  expect(first.status()).toBe(307);
  expect(first.headers().location).toBe('/fil/faq');
  expect(first.headers()['cache-control']).toBe('private, no-store');
  expect(first.headers()['set-cookie']).toMatch(/NEXT_LOCALE=fil/);
  expect((await visitor.get('/fil/faq')).status()).toBe(200);
  // Back to English by its prefix: remembered, even though the browser still asks for Filipino.
  const back = await visitor.get('/en/faq', { maxRedirects: 0 });
  expect(back.status()).toBe(307);
  expect(back.headers().location).toBe('/faq');
  expect(back.headers()['set-cookie']).toMatch(/NEXT_LOCALE=en/);
  const english = await visitor.get('/faq', { maxRedirects: 0 });
  expect(english.status()).toBe(200);
  expect(await english.text()).toContain('<html lang="en"');
  await visitor.dispose();

  const englishBrowser = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });
  expect((await englishBrowser.get('/faq', { maxRedirects: 0 })).status()).toBe(200);
  // A Filipino page asked for by its address is served, and remembered for the next visit.
  const asked = await englishBrowser.get('/fil/notary-public', { maxRedirects: 0 });
  expect(asked.status()).toBe(200);
  expect(asked.headers()['set-cookie']).toMatch(/NEXT_LOCALE=fil/);
  const next = await englishBrowser.get('/notary-public', { maxRedirects: 0 });
  expect(next.status()).toBe(307);
  expect(next.headers().location).toBe('/fil/notary-public');
  await englishBrowser.dispose();
});

test('the language switch on a phone: the drawer takes the visitor to the same page in Filipino, the footer back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/lawyers-online/family/metro-manila');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Basahin sa Filipino' }).click();
  await expect(page).toHaveURL(/\/fil\/lawyers-online\/family\/metro-manila$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('button', { name: 'Buksan ang menu' })).toBeVisible();
  // Remembered: the English address now opens the Filipino page.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/fil\/faq$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/lawyers-online/family/metro-manila');
  await expect(page).toHaveURL(/\/lawyers-online\/family\/metro-manila$/);
});
