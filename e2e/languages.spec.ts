import { authSettled, mailsTo } from './fixtures/auth';
import { bookableLawyer } from './fixtures/lawyers';
import { pageReady } from './fixtures/ready';
import { textsTo, uniqueMobile, verifyMobileByApi } from './fixtures/sms';
import type { Page } from './fixtures/test';
import { expect, test } from './fixtures/users';
import enBooking from '../messages/en/booking.json';
import enCommon from '../messages/en/common.json';
import enHome from '../messages/en/home.json';
import enProfile from '../messages/en/profile.json';
import enSearch from '../messages/en/search.json';
import filBooking from '../messages/fil/booking.json';
import filCommon from '../messages/fil/common.json';
import filHome from '../messages/fil/home.json';
import filProfile from '../messages/fil/profile.json';
import filSearch from '../messages/fil/search.json';

// Issue 40: English at /x, Filipino at /fil/x; both in the sitemap, each page naming itself and its other
// language. Issue 72: an address names its language — only the switch records the reader's choice.

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

/**
 * A URL's path, the home page without its slash. Compared by path: the build's pages and sitemap name
 * the build's origin, pages rendered per request the server's.
 */
const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');

/** The head's canonical and hreflang links of a page, as paths. */
function headLinks(html: string) {
  const strip = pathOf;
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
  playwright,
  baseURL,
}) => {
  test.setTimeout(600_000);
  // A crawler per language, as search engines read the two addresses of a page.
  const english = await playwright.request.newContext({ baseURL });
  const filipino = await playwright.request.newContext({ baseURL });
  const index = await (await request.get('/sitemap.xml')).text();
  const entries: Entry[] = [];
  for (const sitemap of locs(index)) entries.push(...entriesOf(await (await request.get(new URL(sitemap).pathname)).text()));
  const bilingual = entries.filter((e) => Object.keys(e.alternates).length > 0);
  // Landing pages, home, free legal help, notary pages, FAQ, the blog's index and posts, the legal
  // pages and the cancellation policy (issue 57 item 8), profiles: in both.
  const documents = [
    '/terms',
    '/privacy',
    '/cancellation-policy',
    '/blog/annulment-vs-declaration-of-nullity',
    '/blog/estafa-and-bouncing-checks',
  ];
  for (const path of ['/', '/lawyers-online/family/metro-manila', '/free-legal-help', '/notary-public', '/faq', '/blog', ...documents]) {
    expect(
      bilingual.some((e) => pathOf(e.loc) === `/fil${path === '/' ? '' : path}`),
      `/fil${path} in the sitemap`,
    ).toBe(true);
  }
  for (const entry of bilingual) {
    expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(['en', 'fil', 'x-default']);
    expect([entry.alternates.en, entry.alternates.fil], entry.loc).toContain(entry.loc);
    expect(entry.alternates['x-default'], entry.loc).toBe(entry.alternates.en);
  }
  // Each Filipino page in the static sitemap (landing pages and the rest) and a few profiles.
  const filipinoPages = bilingual.filter((e) => e.loc === e.alternates.fil);
  const profiles = filipinoPages.filter((e) => /\/(lawyer|notary-public\/profile)\//.test(e.loc));
  const pages = [...filipinoPages.filter((e) => !profiles.includes(e)), ...profiles.slice(0, 4)];
  expect(pages.length).toBeGreaterThan(200);
  for (const entry of pages) {
    const fil = await filipino.get(new URL(entry.loc).pathname);
    expect(fil.status(), entry.loc).toBe(200);
    const filHtml = await fil.text();
    expect(filHtml, entry.loc).toContain('<html lang="fil"');
    const en = await english.get(new URL(entry.alternates.en).pathname, { maxRedirects: 0 });
    expect(en.status(), entry.alternates.en).toBe(200);
    const enHtml = await en.text();
    // Its own words: a title and a description of its own, not the English ones.
    expect(titleOf(filHtml), entry.loc).toBeTruthy();
    expect(titleOf(filHtml), entry.loc).not.toBe(titleOf(enHtml));
    expect(descriptionOf(filHtml), entry.loc).not.toBe(descriptionOf(enHtml));
    const filLinks = headLinks(filHtml);
    const enLinks = headLinks(enHtml);
    const [enPath, filPath] = [pathOf(entry.alternates.en), pathOf(entry.alternates.fil)];
    expect(filLinks.canonical, entry.loc).toBe(filPath);
    expect(enLinks.canonical, entry.alternates.en).toBe(enPath);
    for (const links of [filLinks, enLinks]) expect(links.alternates, entry.loc).toEqual({ en: enPath, fil: filPath, 'x-default': enPath });
  }
  await english.dispose();
  await filipino.dispose();
});

test('/fil/terms without JavaScript: a Filipino page of its own, its canonical itself, paired with /terms by hreflang', async ({
  playwright,
  baseURL,
}) => {
  // Issue 57 item 8: it was the Filipino header around the English terms, canonical to /terms. The
  // server's HTML as it arrives (a request runs no script).
  const visitor = await playwright.request.newContext({ baseURL });
  const answer = await visitor.get('/fil/terms', { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<html lang="fil"');
  expect(titleOf(html)).toContain('Mga Tuntunin ng Serbisyo');
  expect(headLinks(html)).toEqual({ canonical: '/fil/terms', alternates: { en: '/terms', fil: '/fil/terms', 'x-default': '/terms' } });
  expect(html).toContain('<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Mga Tuntunin ng Serbisyo</h1>');
  expect(html).toContain('Hindi law firm ang Abogado');
  expect(html).toContain('Huling binago noong');
  expect(html).not.toContain('These Terms of Service');
  expect(html).not.toMatch(/<article[^>]* lang="en"/);
  await visitor.dispose();
  // Another visitor: the English page names the same pair.
  const englishVisitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });
  const english = await englishVisitor.get('/terms', { maxRedirects: 0 });
  expect(english.status()).toBe(200);
  expect(headLinks(await english.text())).toEqual({
    canonical: '/terms',
    alternates: { en: '/terms', fil: '/fil/terms', 'x-default': '/terms' },
  });
  await englishVisitor.dispose();
});

test('an address names its language: a visit to /fil, a Filipino browser or a shared English link change nothing; the switch’s address alone records the choice', async ({
  playwright,
  baseURL,
}) => {
  // Issue 72: one look at a Filipino page set a cookie that sent every English address after it to /fil
  // for a year, and a first visit followed Accept-Language. A browser set to Filipino:
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'fil-PH,fil;q=0.9,en;q=0.8' } });
  const english = async (path: string) => {
    const answer = await visitor.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain('<html lang="en"');
    expect(answer.headers()['set-cookie'] ?? '', path).not.toContain('NEXT_LOCALE');
  };
  await english('/faq');
  const filipino = await visitor.get('/fil/notary-public', { maxRedirects: 0 });
  expect(filipino.status()).toBe(200);
  expect(await filipino.text()).toContain('<html lang="fil"');
  expect(filipino.headers()['set-cookie'] ?? '').not.toContain('NEXT_LOCALE');
  // The next English address (a link someone shared) is the English page.
  await english('/notary-public');
  // `/en/x` is `/x`, for good.
  const prefixed = await visitor.get('/en/faq', { maxRedirects: 0 });
  expect([prefixed.status(), prefixed.headers().location]).toEqual([308, '/faq']);
  expect(prefixed.headers()['set-cookie'] ?? '').not.toContain('NEXT_LOCALE');

  // The switch's address: the choice recorded, then the page without the parameter, the page's own query kept.
  const chosen = await visitor.get('/fil/faq?hl=fil', { maxRedirects: 0 });
  expect([chosen.status(), chosen.headers().location]).toEqual([307, '/fil/faq']);
  expect(chosen.headers()['cache-control']).toBe('private, no-store');
  expect(chosen.headers()['set-cookie']).toMatch(/^NEXT_LOCALE=fil;/);
  expect(chosen.headers()['set-cookie']).toMatch(/Max-Age=31536000/);
  // Chosen, and still an English address opens in English: the choice routes no page.
  await english('/faq');
  const back = await visitor.get('/lawyers-online?legal_problem=8&hl=en', { maxRedirects: 0 });
  expect([back.status(), back.headers().location]).toEqual([307, '/lawyers-online?legal_problem=8']);
  expect(back.headers()['set-cookie']).toMatch(/^NEXT_LOCALE=en;/);
  await visitor.dispose();
});

test('the language switch on a phone: the drawer takes the visitor to the same page in Filipino, a shared English link stays English, the footer goes back', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const chosen = async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value;
  // A Filipino page opened by its address (a shared /fil link) is not a choice: the next English page is English.
  await page.goto('/fil/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.goto('/lawyers-online/family/metro-manila');
  await expect(page).toHaveURL(/\/lawyers-online\/family\/metro-manila$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await chosen()).toBeUndefined();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Basahin sa Filipino' }).click();
  await expect(page).toHaveURL(/\/fil\/lawyers-online\/family\/metro-manila$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('button', { name: 'Buksan ang menu' })).toBeVisible();
  expect(await chosen()).toBe('fil');
  // Chosen with the switch, and an English address someone shares still opens in English.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/fil/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await chosen()).toBe('en');
});

test('a signed-in English account opens a Filipino portal page by its address: it stays in Filipino, not sent through /login to English', async ({
  customerContext,
}) => {
  // Issue 72: the portal's guard acted on the hydration render (no user yet) and sent the page through
  // /login and back, in the cookie's language (the account's, English) instead of the address's.
  const page = await customerContext.newPage();
  const detours: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/login')) detours.push(request.url());
  });
  await page.goto('/fil/customer-portal/work-items');
  await authSettled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mga Trabaho');
  await expect(page).toHaveURL(/\/fil\/customer-portal\/work-items$/);
  expect(detours).toEqual([]);
  expect((await customerContext.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
});

/**
 * English words of the site that read differently in Filipino: plain messages (no arguments) of a
 * few words, from the catalogues the visitor's pages use. A Filipino page shows none of them.
 */
function englishOnlyWords(): string[] {
  const words: string[] = [];
  const walk = (en: Record<string, unknown>, fil: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(en)) {
      const other = fil[key];
      if (value && typeof value === 'object') walk(value as Record<string, unknown>, other as Record<string, unknown>);
      else if (typeof value === 'string' && value !== other && !/[{<]/.test(value) && /\w+ \w+/.test(value)) words.push(value.trim());
    }
  };
  for (const [en, fil] of [
    [enCommon, filCommon],
    [enHome, filHome],
    [enSearch, filSearch],
    [enProfile, filProfile],
    [enBooking, filBooking],
  ] as const)
    walk(en, fil);
  return words;
}

/**
 * `authored`: the page shows a lawyer's own words (bio, reviews), which stay as written, in any
 * language: only the site's longer sentences (three words or more) are looked for there.
 */
async function expectFilipino(page: Page, where: string, { authored = false } = {}) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', 'fil');
  const text = await page.locator('body').innerText();
  // As whole words ("a labor lawyer" is not left in "Mga labor lawyer").
  const found = (words: string) => new RegExp(`(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text);
  expect(
    englishOnlyWords()
      .filter((words) => !authored || words.split(' ').length >= 3)
      .filter(found),
    `${where}: English left on the Filipino page`,
  ).toEqual([]);
}

test('in Filipino on a phone: home, search, a profile, booking and paying; the confirmation e-mail and text in Filipino; back to English on the same page', async ({
  browser,
  customerContext,
}) => {
  test.setTimeout(300_000);
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const mobile = uniqueMobile();
  await verifyMobileByApi(browser, customerContext.request, mobile.e164);
  const page = await customerContext.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await authSettled(page);
  // Signed in: the switch is beside the bell, and the account keeps the choice.
  await page.getByRole('banner').getByRole('link', { name: 'Basahin sa Filipino' }).click();
  await expect(page).toHaveURL(/\/fil$/);
  await pageReady(page);
  await expectFilipino(page, 'home');

  // Search by a legal problem, in Filipino words: every problem reads in Filipino, in the list and the heading.
  await page.getByRole('combobox', { name: 'Legal na problema' }).fill('kulang na sahod');
  const wages = page.getByRole('listbox', { name: 'Mga legal na problema' }).getByRole('option').first();
  await expect(wages).toHaveText('Hindi nabayarang sahod o kulang na sahod');
  await wages.click();
  await page.getByRole('button', { name: 'Maghanap' }).click();
  await expect(page).toHaveURL(/\/fil\/lawyers-online\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abogado para sa hindi nabayarang sahod o kulang na sahod');
  const profileLinks = page.locator('main a[href^="/fil/lawyer/"]');
  await expect(profileLinks.first()).toBeVisible();
  await expectFilipino(page, 'results');

  // A profile from the results, then this test's own lawyer's, booked from its first free time.
  await profileLinks.first().click();
  await expect(page).toHaveURL(/\/fil\/lawyer\/[0-9a-f-]{36}$/);
  await expectFilipino(page, 'profile', { authored: true });
  await page.goto(`/fil/lawyer/${lawyer._id}`);
  await page
    .getByRole('link', { name: /^I-book ang / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fil\/book\//);
  // As a slow phone makes a person wait: the form is typed into once its page is ready (issue 57).
  await pageReady(page);
  await expectFilipino(page, 'booking');
  await page.getByLabel('Maikling buod ng kaso').fill('Hindi ibinigay ang huling sahod');
  await page.getByRole('button', { name: 'Magbayad na' }).click();
  await expect(page).toHaveURL(/\/fil\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
  await expectFilipino(page, 'sandbox checkout');
  await page.getByRole('button', { name: 'Magbayad', exact: true }).click();
  await expect(page).toHaveURL(/\/fil\/checkout\?meeting=[0-9a-f-]{36}$/);
  await expect(page.getByText('Natanggap na ang bayad')).toBeVisible();
  await expectFilipino(page, 'checkout');
  await page.screenshot({ path: 'test-results/languages-paid-375.png', fullPage: true });

  // The confirmation e-mail and text follow the account's language.
  await expect
    .poll(async () => (await mailsTo(browser, customerContext.customer.email)).map((m) => m.subject))
    .toContainEqual(expect.stringMatching(/^Kumpirmado na ang booking: /));
  await expect
    .poll(async () => (await textsTo(browser, mobile.e164)).filter((t) => t.kind === 'booking_confirmed').map((t) => t.body))
    .toEqual([expect.stringContaining('Booked na!')]);
  // The lawyer's account says English: theirs stays English.
  await expect
    .poll(async () => (await mailsTo(browser, lawyer.email)).map((m) => m.subject))
    .toContainEqual(expect.stringMatching(/^Booking confirmed: /));

  // Back to English: the same page, in English.
  const paid = new URL(page.url());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Read in English' }).click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/checkout${paid.search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Payment received')).toBeVisible();
  await lawyerContext.close();
});
