import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from './fixtures/test';
import { expect, test } from './fixtures/users';
import { adminPages } from './fixtures/admin';
import { DEMO, TEST_PASSWORD, authSettled, loginAs, signUpCustomer, type Credentials } from './fixtures/auth';
import { bookableLawyer } from './fixtures/lawyers';

/**
 * Spec §2 access table and guard behaviour, in Chromium, for the four kinds of visitor. Each row
 * opens a route and checks where the browser finally is (middleware, page guards and the client
 * guard all take part) and what it shows there.
 */
type Persona = 'visitor' | 'unverified' | 'customer' | 'lawyer';

const START = '2030-01-15T02:00:00.000Z';
let bookPath = '';
// This spec's own lawyer (no spec shares the seeded one): its booking page and its sign-ins.
let lawyerLogin: Credentials;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const lawyer = await bookableLawyer(browser, context);
  lawyerLogin = { email: lawyer.email, password: TEST_PASSWORD };
  bookPath = `/book/${lawyer._id}/${START}`;
  await context.close();
});

async function as(persona: Persona, context: BrowserContext): Promise<void> {
  if (persona === 'unverified') await signUpCustomer(context);
  if (persona === 'customer') await loginAs(context, 'customer');
  if (persona === 'lawyer') await loginAs(context, lawyerLogin);
}

const enc = encodeURIComponent;

/** Expected final address per route: `null` means the user stays on the route. */
function table(book: string): Record<string, Record<Persona, string | null>> {
  const bookEnc = enc(book);
  return {
    '/': { visitor: null, unverified: null, customer: null, lawyer: '/lawyer-portal' },
    '/signup': {
      visitor: null,
      unverified: '/verify-email?callback_url=%2Fcustomer-portal',
      customer: '/customer-portal',
      lawyer: '/lawyer-portal',
    },
    '/signup/customer': {
      visitor: null,
      unverified: '/verify-email?callback_url=%2Fcustomer-portal',
      customer: '/customer-portal',
      lawyer: '/lawyer-portal',
    },
    '/signup/lawyer': {
      visitor: null,
      unverified: '/verify-email?callback_url=%2Fcustomer-portal',
      customer: '/customer-portal',
      lawyer: '/lawyer-portal',
    },
    '/login': {
      visitor: null,
      unverified: '/verify-email?callback_url=%2Fcustomer-portal',
      customer: '/customer-portal',
      lawyer: '/lawyer-portal',
    },
    '/forgot-password': {
      visitor: null,
      unverified: '/verify-email?callback_url=%2Fcustomer-portal',
      customer: '/customer-portal',
      lawyer: '/lawyer-portal',
    },
    '/reset-password/some-token': {
      visitor: null,
      unverified: '/verify-email?callback_url=%2Fcustomer-portal',
      customer: '/customer-portal',
      lawyer: '/lawyer-portal',
    },
    '/verify-email': { visitor: null, unverified: null, customer: null, lawyer: null },
    '/meeting': {
      visitor: '/login?callback_url=%2Fmeeting',
      unverified: '/verify-email?callback_url=%2Fmeeting',
      customer: null,
      lawyer: null,
    },
    '/customer-portal': {
      visitor: '/login?callback_url=%2Fcustomer-portal',
      unverified: '/verify-email?callback_url=%2Fcustomer-portal',
      customer: null,
      lawyer: '/lawyer-portal?callback_url=%2Fcustomer-portal',
    },
    '/customer-portal/account-settings': {
      visitor: '/login?callback_url=%2Fcustomer-portal%2Faccount-settings',
      unverified: '/verify-email?callback_url=%2Fcustomer-portal%2Faccount-settings',
      customer: null,
      lawyer: '/lawyer-portal?callback_url=%2Fcustomer-portal%2Faccount-settings',
    },
    [book]: {
      visitor: `/login?callback_url=${bookEnc}`,
      unverified: `/verify-email?callback_url=${bookEnc}`,
      customer: null,
      lawyer: `/lawyer-portal?callback_url=${bookEnc}`,
    },
    '/lawyer-portal': {
      visitor: '/login?callback_url=%2Flawyer-portal',
      unverified: '/verify-email?callback_url=%2Flawyer-portal',
      customer: '/?callback_url=%2Flawyer-portal',
      lawyer: null,
    },
    '/lawyer-portal/account-settings': {
      visitor: '/login?callback_url=%2Flawyer-portal%2Faccount-settings',
      unverified: '/verify-email?callback_url=%2Flawyer-portal%2Faccount-settings',
      customer: '/?callback_url=%2Flawyer-portal%2Faccount-settings',
      lawyer: null,
    },
  };
}

function address(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

for (const persona of ['visitor', 'unverified', 'customer', 'lawyer'] as const) {
  test(`access table for a ${persona}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext();
    await as(persona, context);
    const page = await context.newPage();
    for (const [route, expected] of Object.entries(table(bookPath))) {
      await page.goto(route);
      const target = expected[persona] ?? route;
      await expect.poll(() => address(page), { message: `${persona} on ${route}` }).toBe(target);
      await authSettled(page);
      // No spinner left, and the user still is where the table says (the client guard agrees).
      await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
      await expect.poll(() => address(page), { message: `${persona} on ${route} after hydration` }).toBe(target);
    }
    await context.close();
  });
}

test('what each page shows to whom: headers, portal bar, booking summary', async ({ browser }) => {
  test.setTimeout(120_000);
  const visitor = await browser.newPage();
  await visitor.goto('/verify-email');
  // The verification pages have a bar of their own (logo; "Sign out" when signed in): e2e/keep-the-slot.spec.ts.
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Abogado' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();
  await visitor.close();

  const customerContext = await browser.newContext();
  await loginAs(customerContext, 'customer');
  const customer = await customerContext.newPage();
  await customer.goto(bookPath);
  await expect(customer.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
  await expect(customer.getByText(/^Atty\. /).first()).toBeVisible();
  await customer.goto('/meeting');
  await expect(customer.getByRole('heading', { name: 'Your meetings' })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Legal Insights' })).toHaveCount(0);
  await customerContext.close();

  const lawyerContext = await browser.newContext();
  await loginAs(lawyerContext, lawyerLogin);
  const lawyer = await lawyerContext.newPage();
  for (const path of ['/verify-email', '/blog', '/faq']) {
    await lawyer.goto(path);
    await authSettled(lawyer);
    await expect(lawyer.getByRole('link', { name: 'Legal Insights' }), `lawyer on ${path}`).toHaveCount(0);
  }
  await lawyer.goto('/lawyer-portal');
  const bar = lawyer.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Abogado' })).toHaveAttribute('href', '/lawyer-portal');
  await expect(bar.getByText(/^Atty\. /)).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await lawyerContext.close();
});

test('guard: a full-screen spinner shows while the auth status is loading', async ({ browser, baseURL }) => {
  // A browser that remembers a session (the hint cookie) the server no longer has: until GET session
  // answers, nobody knows who this is.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'abogado_signed_in', value: '1', url: baseURL! }]);
  const page = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/auth/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  const spinner = page.getByRole('status', { name: 'Loading…' });
  await expect(spinner).toBeVisible();
  const box = await spinner.boundingBox();
  expect(box?.width).toBe(1280);
  expect(box?.height).toBe(800);
  release();
  await expect(spinner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await context.close();
});

test('guard: a page the server rendered for the signed-in user shows at once, with no spinner over it', async ({
  customerContext: context,
}) => {
  const page = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/api/v1/auth/session', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/customer-portal/account-settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  // Hydrated, the session call on its way and held: still no spinner.
  await expect.poll(() => asked).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-auth-status', 'loading');
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-auth-status', 'authenticated');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});

test('guard: a visitor goes to /login with path, query and hash in callback_url, and lands there after sign-in', async ({ page }) => {
  await page.goto('/customer-portal/account-settings?tab=security#password-heading');
  await expect
    .poll(() => address(page))
    .toBe(`/login?callback_url=${enc('/customer-portal/account-settings?tab=security#password-heading')}`);
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel('Password').fill('Customer123!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/account-settings\?tab=security#password-heading$/);
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
});

test('guard: a signed-in user on a visitors-only page goes to a same-origin callback_url', async ({ customerContext: context }) => {
  const page = await context.newPage();
  await page.goto(`/login?callback_url=${enc('/meeting?x=1')}`);
  await expect.poll(() => address(page)).toBe('/meeting?x=1');
});

test('a session revoked elsewhere does not trap the browser in a redirect loop', async ({ browser, customerContext: context }) => {
  const cookies = await context.cookies();
  // Sign out with a copy of the cookie (as if from another tab that then lost it): the session row is revoked.
  const other = await browser.newContext();
  await other.addCookies(cookies);
  await other.request.post('/api/v1/auth/logout');
  await other.close();
  const page = await context.newPage();
  await page.goto('/customer-portal');
  await expect.poll(() => address(page)).toBe('/login?callback_url=%2Fcustomer-portal');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('every guarded page: a refused visitor signs in on the login form and lands back on that page', async ({ browser }) => {
  test.setTimeout(300_000);
  const who = (route: string): Credentials =>
    route.startsWith('/admin') ? DEMO.admin : route.startsWith('/lawyer-portal') ? lawyerLogin : DEMO.customer;
  const guarded = Object.entries(table(bookPath)).filter(([, to]) => to.visitor?.startsWith('/login?'));
  // A person's page of the admin console is walked for the demo client.
  const demoClient = await browser.newContext();
  const { _id: clientId } = await loginAs(demoClient, 'customer');
  await demoClient.close();
  const routes = [...guarded.map(([route]) => route), ...adminPages({ userId: clientId })];
  expect(routes.length).toBeGreaterThan(10);
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(route);
    await expect.poll(() => address(page), { message: route }).toBe(`/login?callback_url=${enc(route)}`);
    await authSettled(page);
    await page.getByLabel('Email').fill(who(route).email);
    await page.getByLabel('Password').fill(who(route).password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => address(page), { message: `${route} after sign-in` }).toBe(route);
    await context.close();
  }
});

test('a visitor on an admin page signs in and comes back to that page, query included; a signed-in non-admin gets the 403 page with header and footer', async ({
  page,
  customerContext,
}) => {
  for (const path of [...adminPages({ userId: customerContext.customer._id }), '/admin/payments?status=PAID']) {
    await page.goto(path);
    await expect.poll(() => address(page), { message: path }).toBe(`/login?callback_url=${enc(path)}`);
  }
  await page.goto('/admin/verifications');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/verifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const customer = await customerContext.newPage();
  const res = await customer.goto('/admin/payments');
  expect(res?.status()).toBe(403);
  await expect(customer.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
  await expect(customer.getByRole('banner')).toBeVisible();
  await expect(customer.getByRole('contentinfo')).toBeVisible();
});

test('every signed-in portal page has one <main>, and axe finds nothing on them', async ({ browser, customerContext }) => {
  test.setTimeout(120_000);
  const lawyerContext = await browser.newContext();
  await loginAs(lawyerContext, lawyerLogin);
  const pages: [BrowserContext, string[]][] = [
    [customerContext, ['/customer-portal', '/customer-portal/work-items', '/customer-portal/account-settings']],
    [
      lawyerContext,
      [
        '/lawyer-portal',
        '/lawyer-portal/meetings',
        '/lawyer-portal/calendar',
        '/lawyer-portal/clients',
        '/lawyer-portal/payments',
        '/lawyer-portal/profile',
        '/lawyer-portal/work-items',
        '/lawyer-portal/account-settings',
        '/lawyer-portal/notary-public',
      ],
    ],
  ];
  for (const [context, paths] of pages) {
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await authSettled(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await page.locator('main').count(), path).toBe(1);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect({ path, violations: violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({
        path,
        violations: [],
      });
    }
    await page.close();
  }
  await lawyerContext.close();
});
