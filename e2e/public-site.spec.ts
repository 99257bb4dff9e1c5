import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test';
import { authSettled } from './fixtures/auth';
import { pageReady } from './fixtures/ready';

// Public pages of issue 4: FAQ, About, blog, legal pages, footer, robots, accessibility, 375 px layout.

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('the home FAQ has 12 questions with only the first one open; /faq too', async ({ page }) => {
  for (const path of ['/', '/faq']) {
    await page.goto(path);
    const items = page.getByTestId('faq-item');
    await expect(items).toHaveCount(12);
    expect(await items.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open))).toEqual([true, ...Array(11).fill(false)]);
    await expect(items.first().getByText('Creating an account is free')).toBeVisible();
    await expect(items.nth(1).getByText('Search by legal problem')).toBeHidden();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1).getByText('Search by legal problem')).toBeVisible();
  }
  const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] };
  expect(faq.mainEntity).toHaveLength(12);
});

test('the home page shows real reviews, featured lawyers and common problems from the database', async ({ page }) => {
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'What our clients say' });
  await expect(reviews.getByRole('listitem')).toHaveCount(6);
  await expect(reviews.getByRole('link', { name: /^Atty\. / }).first()).toHaveAttribute('href', /^\/lawyer\/[0-9a-f-]{36}$/);
  const featured = page.getByRole('region', { name: 'Featured lawyers' });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveCount(6);
  const problems = page.getByRole('region', { name: 'Common legal problems' });
  await expect(problems.getByRole('link', { name: 'Family problem' })).toHaveAttribute(
    'href',
    '/lawyers-online?area_of_practice=civil&legal_problem=0',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
});

test('About shows Register to visitors and hides it when signed in', async ({ page, baseURL }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'What we stand for' }).locator('xpath=..').getByRole('listitem')).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Register' })).toBeVisible();

  const res = await page.request.post('/api/v1/auth/signin', {
    data: { email: 'customer@example.com', password: 'Customer123!' },
    headers: { Origin: baseURL! },
  });
  expect(res.status()).toBe(200);
  await page.goto('/about');
  await expect(main.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  // The session call has answered once the header shows the account menu.
  await expect(page.getByRole('button', { name: 'Account settings' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Register' })).toHaveCount(0);
});

test('the blog lists at least six posts; a post has reading time and valid Article JSON-LD', async ({ page }) => {
  await page.goto('/blog');
  // Hydrated first: a click mid-hydration navigates before React owns the server-rendered <head>,
  // and the old page's canonical link then stays next to the new one.
  await authSettled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Insights' })).toBeVisible();
  const posts = page.getByRole('main').getByRole('article');
  expect(await posts.count()).toBeGreaterThanOrEqual(6);
  await page
    .getByRole('link', { name: /Transferring|Land Title/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/transferring-a-land-title$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Title/);
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  const article = (await jsonLd(page)).find((d) => d['@type'] === 'Article') as Record<string, unknown>;
  expect(article).toMatchObject({ '@context': 'https://schema.org', datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(String(article.url)).toMatch(/\/blog\/transferring-a-land-title$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/blog\/transferring-a-land-title$/);
  expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
  expect(await page.locator('script:not([src])').filter({ hasText: 'marked' }).count()).toBe(0);
});

test('terms and privacy are complete Philippine legal texts', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('not a law firm');
  await expect(page.getByRole('main')).toContainText('Notarization is never done over video');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Data Privacy Act of 2012');
  await expect(page.getByRole('main')).toContainText('National Privacy Commission');
});

test('the footer has the spec’s popular searches, company, legal and social links and the support e-mail', async ({ page }) => {
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  const popular = footer.getByRole('navigation', { name: 'Popular searches' });
  expect(await popular.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/lawyers-online/civil/metro-manila',
    '/lawyers-online/labor/cebu-city',
    '/lawyers-online/corporate/makati',
    '/lawyers-online/immigration/philippines',
    '/lawyers-online/taxation/taguig',
  ]);
  expect(await footer.getByRole('navigation', { name: 'Company' }).getByRole('link').allTextContents()).toEqual([
    'Blog',
    'About Us',
    'FAQ',
  ]);
  expect(await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link').allTextContents()).toEqual([
    'Privacy Policy',
    'Terms of Service',
    'Cancellation and Refunds',
  ]);
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
  await expect(footer.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);
  await popular.getByRole('link', { name: 'Labor lawyers in Cebu' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Labor Lawyers in Cebu City');
});

test('robots.txt points to the sitemap and keeps portals and auth pages out', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Sitemap: .+\/server-sitemap\.xml$/m);
  for (const path of [
    '/customer-portal',
    '/lawyer-portal',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/meeting',
    '/book',
    '/services/order',
    '/api/',
  ]) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).not.toMatch(/^Disallow: \/$/m);
});

for (const path of ['/', '/lawyers-online/civil/metro-manila', '/about', '/blog/annulment-vs-declaration-of-nullity']) {
  test(`axe-core finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a visitor’s public pages make no session call and log no console errors (Lighthouse Best Practices)', async ({ page }) => {
  const errors: string[] = [];
  const sessionCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/session')) sessionCalls.push(request.url());
  });
  for (const path of ['/', '/lawyers-online/civil/metro-manila', '/blog/annulment-vs-declaration-of-nullity']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expect(page.locator('html')).toHaveAttribute('data-auth-status', 'unauthenticated');
  }
  expect(sessionCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('axe-core finds no violations with the legal-issue list open', async ({ page }) => {
  await page.goto('/');
  await pageReady(page);
  await page.getByRole('combobox', { name: 'Legal issue' }).fill('land');
  await expect(page.getByRole('listbox', { name: 'Legal issues' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const pages = [
    '/',
    '/about',
    '/faq',
    '/terms',
    '/privacy',
    '/blog',
    '/blog/transferring-a-land-title',
    '/lawyers-online/civil',
    '/lawyers-online/intellectual-property/cordillera-administrative-region',
    '/notary-public',
    '/notary-public/makati',
  ];
  for (const path of pages) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('images below the fold load lazily with their size set', async ({ page }) => {
    await page.goto('/');
    // The featured lawyers: a photo, or (the seeded lawyers have none) the monogram in a box of its own size.
    const avatars = page.locator('main [data-testid="avatar"]');
    expect(await avatars.count()).toBeGreaterThan(0);
    for (const avatar of await avatars.all()) {
      expect(await avatar.evaluate((el) => [el.style.width, el.style.height])).toEqual(['72px', '72px']);
    }
    const images = page.locator('main img');
    for (const img of await images.all()) {
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
    }
  });
});
