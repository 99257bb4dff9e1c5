import type { APIRequestContext } from './fixtures/test';
import { expect, test } from './fixtures/users';
import { authSettled } from './fixtures/auth';
import { freeSlots, paidMeeting } from './fixtures/booking';
import { bookableLawyer } from './fixtures/lawyers';

// Issue 27, "the small things": zones named on lists, the client portal's tabs, the client's own
// booking notification, a cancelled meeting closed to new files and comments, the sitemap and robots.txt.

test.use({ timezoneId: 'Asia/Manila' });

const shots = process.env.E2E_SCREENSHOTS;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
}

/** Every page the sitemaps list (every landing page and every listed lawyer: several hundred). */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const pages: string[] = [];
  for (const sitemap of locs(await (await request.get('/sitemap.xml')).text())) {
    const res = await request.get(new URL(sitemap).pathname);
    expect(res.status(), sitemap).toBe(200);
    pages.push(...locs(await res.text()).map((u) => new URL(u).pathname));
  }
  return pages;
}

test('the sitemaps list the site (landing pages, free legal help, listed lawyers), each page once, and no page of the compare tool', async ({
  request,
}) => {
  const pages = await sitemapPages(request);
  expect(pages.length).toBeGreaterThan(200);
  expect(pages).not.toContain('/compare');
  // Pages rendered per request are listed too (issue 45: the free legal help directory was missing).
  expect(pages).toEqual(expect.arrayContaining(['/free-legal-help', '/lawyers-online']));
  expect(new Set(pages).size).toBe(pages.length);
});

// The walk a crawler makes, in parts of a few dozen pages each (a part fails on its own pages). A page's
// part follows from its path, so a lawyer listed meanwhile by another spec moves no page to another part.
// Every page is listed in English and in Filipino (issue 40): twice the parts.
const PARTS = 12;
const partOf = (path: string) => [...path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % PARTS;
for (let part = 0; part < PARTS; part++) {
  test(`no page in the sitemap asks not to be indexed (part ${part + 1} of ${PARTS})`, async ({ request, playwright, baseURL }) => {
    const pages = (await sitemapPages(request)).filter((path) => partOf(path) === part);
    // A crawler per language, as search engines read the two addresses of a page.
    const english = await playwright.request.newContext({ baseURL });
    const filipino = await playwright.request.newContext({ baseURL });
    expect(pages.length).toBeGreaterThan(0);
    const noindex: string[] = [];
    // A few at a time, as a crawler would.
    for (let i = 0; i < pages.length; i += 8) {
      await Promise.all(
        pages.slice(i, i + 8).map(async (path) => {
          const res = await (/^\/fil(\/|$)/.test(path) ? filipino : english).get(path, { maxRedirects: 0 });
          expect(res.status(), path).toBe(200);
          const robots = [...(await res.text()).matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);
          if ([...robots, res.headers()['x-robots-tag'] ?? ''].some((value) => /noindex/i.test(value))) noindex.push(path);
        }),
      );
    }
    expect(noindex).toEqual([]);
    await english.dispose();
    await filipino.dispose();
  });
}

test('robots.txt holds only valid directives', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  // Host takes a host name, not a URL (and Google ignores it): none at all.
  expect(robots).not.toMatch(/^Host:/im);
  for (const line of robots.split('\n').filter((l) => l.trim() && !l.startsWith('#'))) {
    expect(line, 'a robots.txt directive').toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  }
});

test('the client portal: tabs named for what they hold, all in view at 375 px; meeting times name their zone; the booking is notified', async ({
  browser,
  customerContext,
}) => {
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const [slot] = await freeSlots(customerContext.request, lawyer._id, { minDays: 3 });
  const meetingId = await paidMeeting(customerContext.request, lawyer._id, slot, 'Unpaid wages');
  await expect
    .poll(async () => (await (await customerContext.request.get(`/api/v1/meeting/${meetingId}`)).json()).status)
    .toBe('CONFIRMED');

  const page = await customerContext.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/customer-portal');
  await authSettled(page);
  const tabs = page.getByRole('navigation', { name: 'Customer portal' });
  // innerText: what the screen shows (the full names are there too, hidden below sm).
  const shown = () => tabs.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText));
  expect(await shown()).toEqual(['Meetings', 'Agreements', 'Matters', 'Questions', 'Settings']);
  await expect(tabs.getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page');
  // Every tab fits: the bar does not scroll, and each link lies inside the screen.
  const bar = tabs.locator('ul');
  expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const link of await tabs.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await expect(page).toHaveTitle(/My meetings/);

  // The upcoming meeting names its zone, as the meeting page does.
  const row = page.getByRole('link', { name: /Own Lawyer/ }).first();
  await expect(row).toContainText('(GMT+8, Asia/Manila)');
  if (shots) await page.screenshot({ path: `${shots}/portal-375.png`, fullPage: true });

  // The client was told of their own booking.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('list', { name: 'Notification list' });
  await expect(list.getByText('Booking confirmed')).toBeVisible();
  await expect(list.getByText(/Your 30-minute video consultation with Atty\. Own Lawyer .+ is confirmed for .+GMT\+8/)).toBeVisible();
  await list.getByText('Booking confirmed').click();
  await expect(page).toHaveURL(new RegExp(`/customer-portal/meeting/${meetingId}$`));
  await expect(tabs.getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/customer-portal');
  await expect.poll(shown).toEqual(['Meetings', 'Engagement Agreements', 'Matters', 'Questions', 'Account Settings']);
  if (shots) await page.screenshot({ path: `${shots}/portal-1280.png`, fullPage: true });
  await lawyerContext.close();
});

test('a cancelled meeting takes no new files or comments: the API refuses, the page says so', async ({ browser, customerContext }) => {
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const [slot] = await freeSlots(customerContext.request, lawyer._id, { minDays: 3 });
  const meetingId = await paidMeeting(customerContext.request, lawyer._id, slot, 'Land title question');
  await expect
    .poll(async () => (await (await customerContext.request.get(`/api/v1/meeting/${meetingId}`)).json()).status)
    .toBe('CONFIRMED');
  const { request } = customerContext;
  expect((await request.post(`/api/v1/meeting/${meetingId}/comment`, { data: { comment: 'Before the cancel' } })).status()).toBe(200);
  expect((await request.put(`/api/v1/meeting/${meetingId}/cancel`, { data: { reason: 'Settled with my neighbour' } })).status()).toBe(200);

  const refused = await request.post(`/api/v1/meeting/${meetingId}/comment`, { data: { comment: 'After the cancel' } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    key: 'MEETING_CLOSED',
    message: 'This meeting was cancelled, so it takes no new files or comments.',
  });

  const closed = 'This meeting was cancelled, so it takes no new files or comments.';
  for (const [context, portal] of [
    [customerContext, 'customer-portal'],
    [lawyerContext, 'lawyer-portal'],
  ] as const) {
    for (const width of [375, 1280]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${portal}/meeting/${meetingId}`);
      await expect(page.getByTestId('files-closed')).toHaveText(closed);
      await expect(page.getByTestId('comments-closed')).toHaveText(closed);
      await expect(page.getByLabel('Add files')).toHaveCount(0);
      await expect(page.getByLabel('Add a comment')).toHaveCount(0);
      await expect(page.getByText('Before the cancel')).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/cancelled-${portal}-${width}.png`, fullPage: true });
      await page.close();
    }
  }
  await lawyerContext.close();
});
