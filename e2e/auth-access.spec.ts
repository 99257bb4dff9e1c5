import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from './fixtures/test';
import { createVerifiedCustomer, expect, test } from './fixtures/users';
import { adminPages } from './fixtures/admin';
import { DEMO, TEST_PASSWORD, authSettled, loginAs, signUpCustomer, type Credentials } from './fixtures/auth';
import { bookableLawyer } from './fixtures/lawyers';

/**
 * Spec §2 access table and guard behaviour, in Chromium, for the four kinds of visitor. Each row
 * opens a route and checks where the browser finally is (the proxy, page guards and the client
 * guard all take part) and what it shows there.
 */
type Persona = 'visitor' | 'unverified' | 'customer' | 'lawyer';

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

const START = '2030-01-15T02:00:00.000Z';
/** The booking page of this spec's lawyer, as the tests' titles name it (their id is known at run time only). */
const BOOK = `/book/[lawyer]/${START}`;
let bookPath = '';
// This spec's own lawyer (no spec shares the seeded one): its booking page and its sign-ins.
let lawyerLogin: Credentials;
// Each signed-in persona's session, made once through the API and handed to every test's own context
// (a sign-in is an argon2 hash on the server; the pages are what these tests are about). `portalClient`
// is a client of this spec alone, e-mail verified, for the portal pages.
const signedIn: Partial<Record<Persona | 'portalClient', SignedIn>> = {};
let demoClientId = '';

async function session(browser: Browser, signIn: (context: BrowserContext) => Promise<unknown>): Promise<SignedIn> {
  const context = await browser.newContext();
  await signIn(context);
  const state = await context.storageState();
  await context.close();
  return state;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const lawyer = await bookableLawyer(browser, context);
  lawyerLogin = { email: lawyer.email, password: TEST_PASSWORD };
  bookPath = `/book/${lawyer._id}/${START}`;
  await context.close();
  signedIn.unverified = await session(browser, (c) => signUpCustomer(c));
  signedIn.customer = await session(browser, async (c) => (demoClientId = (await loginAs(c, 'customer'))._id));
  signedIn.lawyer = await session(browser, (c) => loginAs(c, lawyerLogin));
  signedIn.portalClient = await session(browser, (c) => createVerifiedCustomer(browser, c.request));
});

/** A context of this test alone, signed in as `who` (the session made once in beforeAll). */
function contextAs(browser: Browser, who: Persona | 'portalClient'): Promise<BrowserContext> {
  return browser.newContext({ storageState: who === 'visitor' ? undefined : signedIn[who] });
}

/** A route as the tests' titles name it → the address opened. */
const real = (route: string) => (route === BOOK ? bookPath : route);

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

// One test per persona and route of the table.
for (const persona of ['visitor', 'unverified', 'customer', 'lawyer'] as const) {
  test.describe(`access table for a ${persona}`, () => {
    for (const listed of Object.keys(table(BOOK))) {
      test(listed, async ({ browser }) => {
        const route = real(listed);
        const target = table(bookPath)[route][persona] ?? route;
        const context = await contextAs(browser, persona);
        const page = await context.newPage();
        await page.goto(route);
        await expect.poll(() => address(page), { message: `${persona} on ${route}` }).toBe(target);
        await authSettled(page);
        // No spinner left, and the user still is where the table says (the client guard agrees).
        await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
        await expect.poll(() => address(page), { message: `${persona} on ${route} after hydration` }).toBe(target);
        await context.close();
      });
    }
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

  const customerContext = await contextAs(browser, 'customer');
  const customer = await customerContext.newPage();
  await customer.goto(bookPath);
  await expect(customer.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
  await expect(customer.getByText(/^Atty\. /).first()).toBeVisible();
  await customer.goto('/meeting');
  await expect(customer.getByRole('heading', { name: 'Your meetings' })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Legal Insights' })).toHaveCount(0);
  await customerContext.close();

  const lawyerContext = await contextAs(browser, 'lawyer');
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
  await authSettled(page);
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

// Every guarded page, one test each: a visitor is refused, signs in on the login form as someone the
// page is for, and lands back on that page (query included). The admin console's pages are listed from
// the files on disk; a person's page is walked for the demo client.
const GUARDED = [
  ...Object.entries(table(BOOK))
    .filter(([, to]) => to.visitor?.startsWith('/login?'))
    .map(([route]) => route),
  ...adminPages({ userId: '[demo client]' }),
  '/admin/payments?status=PAID',
];
test('the guarded pages walked below: the portals, the booking page and every admin page', () => {
  expect(GUARDED).toEqual(
    expect.arrayContaining([
      '/meeting',
      '/customer-portal',
      BOOK,
      '/lawyer-portal',
      '/admin',
      '/admin/users/[demo client]',
      '/admin/audit-log',
    ]),
  );
  expect(GUARDED.length).toBeGreaterThan(10);
});

test.describe('every guarded page: a refused visitor signs in on the login form and lands back on that page', () => {
  for (const listed of GUARDED) {
    test(listed, async ({ browser }) => {
      const route = real(listed).replace('[demo client]', demoClientId);
      const who = route.startsWith('/admin') ? DEMO.admin : route.startsWith('/lawyer-portal') ? lawyerLogin : DEMO.customer;
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(route);
      await expect.poll(() => address(page), { message: route }).toBe(`/login?callback_url=${enc(route)}`);
      await authSettled(page);
      await page.getByLabel('Email').fill(who.email);
      await page.getByLabel('Password').fill(who.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => address(page), { message: `${route} after sign-in` }).toBe(route);
      await context.close();
    });
  }
});

test('a signed-in non-admin on an admin page gets the 403 page with header and footer', async ({ browser }) => {
  const context = await contextAs(browser, 'portalClient');
  const customer = await context.newPage();
  const res = await customer.goto('/admin/payments');
  expect(res?.status()).toBe(403);
  await expect(customer.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
  await expect(customer.getByRole('banner')).toBeVisible();
  await expect(customer.getByRole('contentinfo')).toBeVisible();
  await context.close();
});

// Every signed-in portal page, one test each: one <main>, and axe finds nothing.
const PORTAL_PAGES: [Persona | 'portalClient', string][] = [
  ...['/customer-portal', '/customer-portal/work-items', '/customer-portal/account-settings'].map(
    (p): [Persona | 'portalClient', string] => ['portalClient', p],
  ),
  ...[
    '/lawyer-portal',
    '/lawyer-portal/meetings',
    '/lawyer-portal/calendar',
    '/lawyer-portal/clients',
    '/lawyer-portal/payments',
    '/lawyer-portal/profile',
    '/lawyer-portal/work-items',
    '/lawyer-portal/account-settings',
    '/lawyer-portal/notary-public',
  ].map((p): [Persona | 'portalClient', string] => ['lawyer', p]),
];

test.describe('every signed-in portal page has one <main>, and axe finds nothing on it', () => {
  for (const [who, path] of PORTAL_PAGES) {
    test(path, async ({ browser }) => {
      const context = await contextAs(browser, who);
      const page = await context.newPage();
      await page.goto(path);
      await authSettled(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await page.locator('main').count(), path).toBe(1);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect({ path, violations: violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({
        path,
        violations: [],
      });
      await context.close();
    });
  }
});
