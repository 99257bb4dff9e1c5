import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures/test';
import {
  TEST_PASSWORD,
  authSettled,
  fillClientSignUp,
  linkFromMail,
  openVerifyLink,
  loginAs,
  signUpCustomer,
  testIp,
  uniqueEmail,
} from './fixtures/auth';
import { PDF, freeSlots, paidMeeting } from './fixtures/booking';
import { bookableLawyer } from './fixtures/lawyers';
import { createVerifiedCustomer } from './fixtures/users';

/**
 * Issue 27 "keep the slot": a visitor taps a slot on a lawyer's profile, and whatever it takes to get
 * an account (sign-in, sign-up, the e-mailed verification link) they land on that booking page with
 * that slot selected; a slot taken meanwhile gives way to the nearest free one, with a note. And the
 * verification pages: a bar with the logo (and "Sign out"), /verify-email rendered on the server.
 */

const PHONE = { viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Manila', isMobile: true, hasTouch: true };

let lawyerContext: BrowserContext;
let lawyerId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  lawyerId = (await bookableLawyer(browser, lawyerContext))._id;
});

test.afterAll(async () => {
  await lawyerContext?.close();
});

/** A phone visitor with an address of their own (sign-up and sign-in limits count per address). */
async function phoneVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'x-forwarded-for': testIp() } });
  return { context, page: await context.newPage() };
}

/** Taps the first free slot on the lawyer's profile; answers the booking path it leads to. */
async function tapFirstSlot(page: Page): Promise<string> {
  await page.goto(`/lawyer/${lawyerId}`);
  const slot = page
    .getByRole('region', { name: 'Book a consultation' })
    .getByRole('link', { name: /^Book / })
    .first();
  const href = (await slot.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/book/${lawyerId}/`));
  await slot.tap();
  await expect(page).toHaveURL(`/login?callback_url=${encodeURIComponent(href)}`);
  return href;
}

/** The booking page of `href` with its slot selected, no note, and no sideways scrolling on the phone. */
async function expectBookingPageWithSlot(page: Page, href: string) {
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
  const start = decodeURIComponent(new URL(href, 'http://x').pathname.split('/')[3]);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit' }).format(new Date(start));
  await expect(page.getByTestId('chosen-slot')).toContainText(time);
  await expect(page.getByTestId('slot-taken-note')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change time' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('phone: tap a slot, register as a new client, verify the e-mail, land on that booking page with that slot', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await phoneVisitor(browser);
  const href = await tapFirstSlot(page);
  const callback = encodeURIComponent(href);

  await authSettled(page);
  await page.getByRole('link', { name: 'Register' }).tap();
  await expect(page).toHaveURL(`/signup?callback_url=${callback}`);
  await page.getByRole('link', { name: /I need a lawyer/ }).tap();
  await expect(page).toHaveURL(`/signup/customer?callback_url=${callback}`);

  const email = uniqueEmail('keepslot');
  await authSettled(page);
  await fillClientSignUp(page, email);
  await page.getByRole('button', { name: 'Create account' }).tap();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.screenshot({ path: 'test-results/keep-slot-sent-375.png', fullPage: true });

  // The mailed link carries the booking page, and "Continue" leads there.
  const link = await linkFromMail(browser, email, '/verify-email/');
  expect(new URL(link).searchParams.get('callback_url')).toBe(href);
  await openVerifyLink(page, link);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.screenshot({ path: 'test-results/keep-slot-verified-375.png', fullPage: true });
  await page.getByRole('link', { name: 'Continue' }).tap();
  await expectBookingPageWithSlot(page, href);
  await page.screenshot({ path: 'test-results/keep-slot-booking-375.png', fullPage: true });
  await context.close();
});

test('phone: tap a slot, sign in as an existing client, land on that booking page with that slot', async ({ browser }) => {
  test.setTimeout(90_000);
  const maker = await browser.newContext();
  const customer = await createVerifiedCustomer(browser, maker.request);
  await maker.close();

  const { context, page } = await phoneVisitor(browser);
  const href = await tapFirstSlot(page);
  await authSettled(page);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).tap();
  await expectBookingPageWithSlot(page, href);
  await context.close();
});

test('the sign-up pages keep a same-origin callback_url in every link, and drop any other', async ({ page }) => {
  const href = `/book/${lawyerId}/2030-01-07T01:00:00.000Z?duration=30`;
  const callback = encodeURIComponent(href);
  await page.goto(`/signup?callback_url=${callback}`);
  await expect(page.getByRole('link', { name: /I need a lawyer/ })).toHaveAttribute('href', `/signup/customer?callback_url=${callback}`);
  await expect(page.getByRole('link', { name: /I am a lawyer/ })).toHaveAttribute('href', `/signup/lawyer?callback_url=${callback}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?callback_url=${callback}`);

  await page.goto(`/signup/customer?callback_url=${callback}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?callback_url=${callback}`);

  for (const evil of ['https://evil.example/book', '//evil.example/book']) {
    await page.goto(`/signup?callback_url=${encodeURIComponent(evil)}`);
    await expect(page.getByRole('link', { name: /I need a lawyer/ })).toHaveAttribute('href', '/signup/customer');
    await expect(page.getByRole('link', { name: /I am a lawyer/ })).toHaveAttribute('href', '/signup/lawyer');
  }
});

test('the lawyer sign-up keeps callback_url: its verification mail leads back', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await phoneVisitor(browser);
  const href = '/lawyer-portal/profile/availability';
  const email = uniqueEmail('keepslot.lawyer');
  await page.goto(`/signup/lawyer?callback_url=${encodeURIComponent(href)}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?callback_url=${encodeURIComponent(href)}`,
  );
  await authSettled(page);
  await page.getByLabel('First name').fill('Ramon');
  await page.getByLabel('Last name').fill('Villareal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByLabel('Roll of Attorneys number').fill('70456');
  await page.getByLabel('IBP number').fill('IBP-NCR-0456');
  await page.getByRole('checkbox', { name: 'Labor' }).check();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByLabel('IBP ID').setInputFiles({ name: 'ibp.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Government ID').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create lawyer account' }).tap();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const link = await linkFromMail(browser, email, '/verify-email/');
  expect(new URL(link).searchParams.get('callback_url')).toBe(href);
  await context.close();
});

test('a slot taken meanwhile: the booking page selects the nearest free one and says so', async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await browser.newContext({ timezoneId: 'Asia/Manila' });
  await createVerifiedCustomer(browser, first.request);
  const slots = await freeSlots(first.request, lawyerId, { minDays: 3 });
  const taken = slots[1];
  await paidMeeting(first.request, lawyerId, taken, 'Taken slot check');
  await first.close();

  const second = await browser.newContext({ ...PHONE });
  await createVerifiedCustomer(browser, second.request);
  const page = await second.newPage();
  await page.goto(`/book/${lawyerId}/${taken}?duration=30`);
  const note = page.getByTestId('slot-taken-note');
  await expect(note).toBeVisible();
  const fmt = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  await expect(note).toContainText(`${fmt(taken)} is no longer free`);
  await expect(note).toContainText('We selected the nearest free time instead');
  // The server's choice: the nearest free start (the one before or after it, the later on a tie).
  const free = await freeSlots(second.request, lawyerId, { minDays: 0 });
  expect(free).not.toContain(taken);
  const nearest = free.reduce((best, s) => {
    const d = Math.abs(Date.parse(s) - Date.parse(taken));
    const b = Math.abs(Date.parse(best) - Date.parse(taken));
    return d < b || (d === b && s > best) ? s : best;
  });
  await expect(page.getByTestId('chosen-slot')).toContainText(fmt(nearest));
  await page.screenshot({ path: 'test-results/keep-slot-taken-375.png', fullPage: true });
  await second.close();
});

test('/verify-email is rendered on the server, with the bar (logo, sign-out), even without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const user = await signUpCustomer(context.request);
  const page = await context.newPage();
  const href = `/book/${lawyerId}/2030-01-07T01:00:00.000Z`;
  await page.goto(`/verify-email?callback_url=${encodeURIComponent(href)}`);
  await expect(page.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(user.email);
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Abogado' })).toHaveAttribute('href', '/');
  await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // A visitor: the same page, with "Sign in to resend the link" leading back here and on to the slot.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/verify-email?callback_url=${encodeURIComponent(href)}`);
  await expect(visitorPage.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Sign in to resend the link' })).toHaveAttribute(
    'href',
    `/login?callback_url=${encodeURIComponent(`/verify-email?callback_url=${encodeURIComponent(href)}`)}`,
  );
  await expect(visitorPage.getByRole('banner').getByRole('link', { name: 'Abogado' })).toBeVisible();
  await expect(visitorPage.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await visitor.close();
  await context.close();
});

test('a verified user sent to /verify-email goes straight on to callback_url', async ({ browser }) => {
  const context = await browser.newContext();
  await createVerifiedCustomer(browser, context.request);
  const page = await context.newPage();
  await page.goto(`/verify-email?callback_url=${encodeURIComponent('/customer-portal/account-settings')}`);
  await expect(page).toHaveURL('/customer-portal/account-settings');
  await page.goto('/verify-email?callback_url=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/verify-email\?/);
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await context.close();
});

test('every verification page has the bar; a signed-in lawyer can sign out there', async ({ browser, page }) => {
  for (const path of ['/verify-email/not-a-token', '/verify-ibp/not-a-token']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Abogado' }), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verification failed! Please try again.' }), path).toBeVisible();
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/verify-email/not-a-token');
  await page.screenshot({ path: 'test-results/verify-token-failed-375.png', fullPage: true });

  // A lawyer (who never sees the public header) gets the bar too, and can sign out from it.
  const context = await browser.newContext({ timezoneId: 'Asia/Manila' });
  await loginAs(context, {
    email: (await (await lawyerContext.request.get('/api/v1/auth/session')).json()).email,
    password: TEST_PASSWORD,
  });
  const lawyer = await context.newPage();
  await lawyer.goto('/verify-email');
  await authSettled(lawyer);
  const bar = lawyer.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Abogado' })).toHaveAttribute('href', '/lawyer-portal');
  await lawyer.screenshot({ path: 'test-results/verify-email-lawyer-1280.png', fullPage: true });
  await bar.getByRole('button', { name: 'Sign out' }).click();
  await expect(lawyer).toHaveURL('/');
  expect((await context.request.get('/api/v1/auth/session')).status()).toBe(401);
  await context.close();
});
