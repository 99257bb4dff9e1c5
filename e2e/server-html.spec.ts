import { expect, test } from './fixtures/test';
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
