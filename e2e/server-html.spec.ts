import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import { loginAs } from './fixtures/auth';
import { pageReady } from './fixtures/ready';

// What a page says before, or without, its JavaScript (issue 57): a data-saver browser, a weak link, a
// crawler read the server's HTML only. Each check reads the raw HTML (a request, no browser), and
// where the page has client code, the page again once hydrated.

/** The server's HTML of a path, as a browser without JavaScript gets it (redirects followed). */
async function rawHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-language': 'en' } });
  return { status: response.status(), url: response.url(), html: await response.text() };
}

/** The text of the HTML's first <header>, tags dropped. */
function headerText(html: string): string {
  const header = /<header[\s\S]*?<\/header>/.exec(html);
  return header ? header[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') : '';
}

const TOP_HEADER = {
  en: ['Legal Insights', 'Sign in', 'Register', 'Are you a lawyer'],
  fil: ['Mga Kaalamang Legal', 'Mag-sign in', 'Mag-sign up', 'Abogado ka ba?'],
};

test('/verify-email has the top header (Legal Insights, Sign in, Register, "Are you a lawyer"), in its HTML and once hydrated, in both languages', async ({
  request,
  page,
}) => {
  for (const [prefix, words] of [
    ['', TOP_HEADER.en],
    ['/fil', TOP_HEADER.fil],
  ] as const) {
    const { status, html } = await rawHtml(request, `${prefix}/verify-email`);
    expect(status).toBe(200);
    const header = headerText(html);
    for (const word of words) expect(header).toContain(word);

    await page.goto(`${prefix}/verify-email`);
    await pageReady(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: words[0] })).toBeVisible();
    for (const word of words.slice(1)) await expect(banner.getByRole('link', { name: word, exact: true })).toBeVisible();
  }
});

test('/sign-in, the address people guess, goes to the sign-in page (and /fil/sign-in to the Filipino one)', async ({ request, page }) => {
  const { status, url, html } = await rawHtml(request, '/sign-in?callback_url=%2Fcustomer-portal');
  expect(status).toBe(200);
  expect(new URL(url).pathname + new URL(url).search).toBe('/login?callback_url=%2Fcustomer-portal');
  expect(html).toContain('<html lang="en"');
  const fil = await rawHtml(request, '/fil/sign-in');
  expect(new URL(fil.url).pathname).toBe('/fil/login');
  expect(fil.html).toContain('<html lang="fil"');

  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

const NOT_FOUND = {
  en: {
    lang: 'en',
    title: 'Page not found | Abogado',
    heading: 'Ops... You are lost!',
    help: ['/free-legal-help', 'Find free legal help'],
  },
  fil: {
    lang: 'fil',
    title: 'Hindi makita ang pahina | Abogado',
    heading: 'Naku... Naligaw ka yata!',
    help: ['/fil/free-legal-help', 'Humanap ng libreng tulong-legal'],
  },
} as const;

test('the 404 page of an address no page matches is in its HTML, in its language, with its title and its links to free help; hydrated, it keeps its title', async ({
  request,
  page,
}) => {
  for (const [path, words] of [
    ['/no-such-page', NOT_FOUND.en],
    ['/lawyer/someone/more', NOT_FOUND.en],
    ['/fil/no-such-page', NOT_FOUND.fil],
    // A landing page's unknown area (its route lists its areas: Next answers its 404 page).
    ['/fil/lawyers-online/space-law', NOT_FOUND.fil],
  ] as const) {
    const { status, html } = await rawHtml(request, path);
    expect(status, path).toBe(404);
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).toContain(`<html lang="${words.lang}"`);
    expect(html, path).toContain(`<title>${words.title}</title>`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${words.heading}</h1>`));
    expect(html, path).toMatch(new RegExp(`<a href="${words.help[0]}"[^>]*>${words.help[1]}</a>`));
    // The top header too: the sign-in and the search one click away.
    expect(headerText(html), path).toContain(words === NOT_FOUND.en ? 'Sign in' : 'Mag-sign in');

    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await pageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    await expect(page).toHaveTitle(words.title);
  }
});

test("a page that finds nothing (an unknown lawyer, notary or post) answers the 404 page, in its HTML, in the page's language, with its title and its links to free help; hydrated, it keeps its title", async ({
  request,
  page,
}) => {
  const unknown = randomUUID();
  for (const [path, words] of [
    [`/lawyer/${unknown}`, NOT_FOUND.en],
    [`/notary-public/profile/${unknown}`, NOT_FOUND.en],
    ['/blog/no-such-post', NOT_FOUND.en],
    ['/lawyers-online/space-law', NOT_FOUND.en],
    [`/fil/lawyer/${unknown}`, NOT_FOUND.fil],
    [`/fil/notary-public/profile/${unknown}`, NOT_FOUND.fil],
  ] as const) {
    const { status, html } = await rawHtml(request, path);
    expect(status, path).toBe(404);
    // Not Next's empty document of a notFound() thrown in a page (its 404 page drawn by the browser only).
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).toContain(`<html lang="${words.lang}"`);
    expect(html, path).toContain(`<title>${words.title}</title>`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${words.heading}</h1>`));
    expect(html, path).toMatch(new RegExp(`<a href="${words.help[0]}"[^>]*>${words.help[1]}</a>`));
    expect(headerText(html), path).toContain(words === NOT_FOUND.en ? 'Sign in' : 'Mag-sign in');
  }

  for (const [path, words] of [
    [`/lawyer/${unknown}`, NOT_FOUND.en],
    [`/fil/lawyer/${unknown}`, NOT_FOUND.fil],
  ] as const) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await pageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    // Not the home page's title once the client code runs.
    await expect(page).toHaveTitle(words.title);
  }
});

test('an admin page reached with a session that ended elsewhere goes to the sign-in page, in its HTML, in its language', async ({
  browser,
}) => {
  for (const [prefix, lang, signIn] of [
    ['', 'en', 'Sign in'],
    ['/fil', 'fil', 'Mag-sign in'],
  ] as const) {
    const context = await browser.newContext();
    await loginAs(context, 'customer');
    const cookies = await context.cookies();
    // Signed out with a copy of the cookie: the session row is revoked, the signature still verifies.
    expect((await context.request.post('/api/v1/auth/logout')).status()).toBe(200);
    await context.addCookies(cookies);

    const response = await context.request.get(`${prefix}/admin/payments`, { headers: { 'accept-language': 'en' } });
    expect(response.status(), prefix).toBe(200);
    const url = new URL(response.url());
    expect(url.pathname + url.search, prefix).toBe(`${prefix}/login?callback_url=%2Fadmin`);
    const html = await response.text();
    expect(html, prefix).not.toContain('__next_error__');
    expect(html, prefix).toContain(`<html lang="${lang}"`);
    expect(html, prefix).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${signIn}</button>`));
    await context.close();
  }
});

test('a signed-in client on an admin page gets the 403 page in its HTML, at the address asked for, in its language; hydrated, it keeps its title', async ({
  browser,
}) => {
  for (const [prefix, lang, heading, title] of [
    ['', 'en', 'This page is not for your account', 'Not allowed'],
    ['/fil', 'fil', 'Hindi para sa account mo ang pahinang ito', 'Hindi pinapayagan'],
  ] as const) {
    const context = await browser.newContext();
    await loginAs(context, 'customer');
    const response = await context.request.get(`${prefix}/admin/payments`, { headers: { 'accept-language': 'en' }, maxRedirects: 0 });
    expect(response.status(), prefix).toBe(403);
    expect(response.headers()['cache-control'], prefix).toContain('no-store');
    const html = await response.text();
    // Not Next's empty document of a forbidden() thrown in a page (its boundary drawn by the browser only).
    expect(html, prefix).not.toContain('__next_error__');
    expect(html, prefix).toContain(`<html lang="${lang}"`);
    expect(html, prefix).toContain(`<title>${title} | `);
    expect(html, prefix).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, prefix).toContain('<footer');

    const page = await context.newPage();
    expect((await page.goto(`${prefix}/admin/payments`))!.status(), prefix).toBe(403);
    await pageReady(page);
    expect(new URL(page.url()).pathname, prefix).toBe(`${prefix}/admin/payments`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await context.close();
  }
});
