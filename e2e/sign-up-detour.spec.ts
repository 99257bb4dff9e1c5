import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures/test';
import { TEST_PASSWORD, authSettled, fillClientSignUp, linkFromMail, openVerifyLink, mailsTo, testIp, uniqueEmail } from './fixtures/auth';
import { bookedTime, freeSlots } from './fixtures/booking';
import { bookableLawyer } from './fixtures/lawyers';
import { codeTextedTo, uniqueMobile } from './fixtures/sms';
import { createVerifiedCustomer } from './fixtures/users';

/**
 * Issue 45, "the sign-up detour does not say what you are booking": a visitor taps a slot and has to
 * make an account first. Every step names the lawyer and the time (from the server's checked facts),
 * "Check your email" offers Resend and Change address, and the slot is kept for them — nobody else
 * can book it — until they follow the link and book it. (The hold's expiry, on both engines:
 * lib/server/meetings/sign-up-hold.test.ts.)
 */

const PHONE = { viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Manila', isMobile: true, hasTouch: true };

let lawyerContext: BrowserContext;
let lawyerId = '';
let lawyerName = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  lawyerId = (await bookableLawyer(browser, lawyerContext))._id;
  const profile = await lawyerContext.request.get(`/api/v1/lawyers/${lawyerId}/profile`);
  lawyerName = (await profile.json()).display_name;
});

test.afterAll(async () => {
  await lawyerContext?.close();
});

async function expectIntent(page: Page, start: string) {
  await expect(page.getByTestId('booking-intent')).toContainText(`You're booking Atty. ${lawyerName}, ${bookedTime(start)}.`);
}

/** A visitor (own address for the rate limits) on `options`' screen. */
async function visitor(browser: Browser, options: object): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ timezoneId: 'Asia/Manila', ...options, extraHTTPHeaders: { 'x-forwarded-for': testIp() } });
  return { context, page: await context.newPage() };
}

test('phone: every step names the lawyer and time, the slot is kept through a changed address and a resend, and the link leads to booking it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await visitor(browser, PHONE);
  const other = await browser.newContext({ timezoneId: 'Asia/Manila' });
  await createVerifiedCustomer(browser, other.request);

  // Tap a slot on the lawyer's profile: sign-in names it.
  await page.goto(`/lawyer/${lawyerId}`);
  const slot = page
    .getByRole('region', { name: 'Book a consultation' })
    .getByRole('link', { name: /^Book / })
    .first();
  const href = (await slot.getAttribute('href'))!;
  const start = decodeURIComponent(new URL(href, 'http://x').pathname.split('/')[3]);
  await slot.tap();
  await expect(page).toHaveURL(`/login?callback_url=${encodeURIComponent(href)}`);
  await expectIntent(page, start);
  await page.screenshot({ path: 'test-results/detour-login-375.png', fullPage: true });

  // Register, then "I need a lawyer": both name it.
  await authSettled(page);
  await page.getByRole('link', { name: 'Register' }).tap();
  await expectIntent(page, start);
  await page.screenshot({ path: 'test-results/detour-register-375.png', fullPage: true });
  await page.getByRole('link', { name: /I need a lawyer/ }).tap();
  await expect(page).toHaveURL(`/signup/customer?callback_url=${encodeURIComponent(href)}`);
  await expectIntent(page, start);
  await page.screenshot({ path: 'test-results/detour-signup-375.png', fullPage: true });

  // A mistyped address first: "Check your email" names the booking and how long it is kept.
  const typo = uniqueEmail('detour.typo');
  await authSettled(page);
  await fillClientSignUp(page, typo);
  await page.getByRole('button', { name: 'Create account' }).tap();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectIntent(page, start);
  await expect(page.getByTestId('booking-intent')).toContainText('We keep this time for you for 15 minutes while you verify your email');
  await expect(page.getByRole('main')).toContainText(typo);
  // Kept: no one else is offered it, and booking it is refused.
  await expect.poll(async () => (await freeSlots(other.request, lawyerId, { minDays: 0 })).includes(start)).toBe(false);

  // "Change address": the form again, filled in, the address ready to correct.
  await page.getByRole('button', { name: 'Change address' }).tap();
  const emailField = page.getByLabel('Email');
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveValue(typo);
  await expect(page.getByLabel('First name')).toHaveValue('Lorna');
  const email = uniqueEmail('detour');
  await emailField.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).tap();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  await page.screenshot({ path: 'test-results/detour-check-email-375.png', fullPage: true });

  // "Resend": a second link to the corrected address.
  await linkFromMail(browser, email, '/verify-email/');
  await page.getByRole('button', { name: 'Resend' }).tap();
  await expect(page.getByText('If this address is waiting to be verified, we have sent a new link to it.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(browser, email)).filter((m) => /\/verify-email\//.test(m.text)).length).toBe(2);

  // Still kept, now for the corrected account: another client is refused it.
  expect(await freeSlots(other.request, lawyerId, { minDays: 0 })).not.toContain(start);
  const refused = await other.request.post('/api/v1/meeting', {
    data: { lawyer_id: lawyerId, start_time: start, duration: 30, call_type: 'VIDEO', subject: 'Trying the kept slot' },
  });
  expect(refused.status(), await refused.text()).toBe(409);

  // The link: verified, the booking named again, and "Continue" leads to the booking page with that slot.
  await openVerifyLink(page, await linkFromMail(browser, email, '/verify-email/'));
  await expectIntent(page, start);
  await page.screenshot({ path: 'test-results/detour-verified-375.png', fullPage: true });
  await page.getByRole('link', { name: 'Continue' }).tap();
  await expect(page).toHaveURL(href);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit' }).format(new Date(start));
  await expect(page.getByTestId('chosen-slot')).toContainText(time);
  await expect(page.getByTestId('slot-taken-note')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/detour-booking-375.png', fullPage: true });

  // The holder books it (the hold gives way to the booking).
  const booked = await context.request.post('/api/v1/meeting', {
    data: { lawyer_id: lawyerId, start_time: start, duration: 30, call_type: 'VIDEO', subject: 'Unpaid wages' },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await other.close();
  await context.close();
});

test('desktop: sign-in, register, sign-up and "Check your email" name the booking; an unknown lawyer or another site names nothing', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await visitor(browser, { viewport: { width: 1280, height: 900 } });
  const [start] = await freeSlots(context.request, lawyerId, { minDays: 3 });
  const href = `/book/${lawyerId}/${encodeURIComponent(start)}?duration=30`;
  const callback = encodeURIComponent(href);
  for (const [path, shot] of [
    [`/login?callback_url=${callback}`, 'detour-login-1280'],
    [`/signup?callback_url=${callback}`, 'detour-register-1280'],
    [`/signup/customer?callback_url=${callback}`, 'detour-signup-1280'],
  ]) {
    await page.goto(path);
    await expectIntent(page, start);
    await page.screenshot({ path: `test-results/${shot}.png`, fullPage: true });
  }
  await authSettled(page);
  await fillClientSignUp(page, uniqueEmail('detour.desk'));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectIntent(page, start);
  await page.screenshot({ path: 'test-results/detour-check-email-1280.png', fullPage: true });

  // Only checked facts are shown: a lawyer who does not exist, or a booking path of another site, names nothing.
  for (const wrong of [
    `/book/00000000-0000-4000-8000-000000000000/${encodeURIComponent(start)}`,
    `https://elsewhere.example/book/${lawyerId}/${encodeURIComponent(start)}`,
  ]) {
    await page.goto(`/login?callback_url=${encodeURIComponent(wrong)}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('booking-intent')).toHaveCount(0);
  }
  await context.close();
});

test('Filipino, 375 px: asking in writing, sign-in and sign-up say so; the texted code is typed on the verification page; the link tapped again says "already verified" (issue 72)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await visitor(browser, PHONE);

  // A visitor who wants to ask in writing meets the sign-in wall: it names that, not "Welcome back… book".
  await page.goto(`/fil/customer-portal/questions/new?lawyer=${lawyerId}`);
  await expect(page).toHaveURL(/\/fil\/login\?callback_url=/);
  const purpose = page.getByTestId('sign-in-purpose');
  await expect(purpose).toHaveAttribute('data-purpose', 'ask');
  await expect(purpose).toHaveText('Mag-sign in para magtanong sa abogado nang nakasulat. Bago ka rito? Libre ang pag-sign up.');
  await page.screenshot({ path: 'test-results/detour-ask-login-fil-375.png', fullPage: true });
  await authSettled(page);
  await page.getByRole('link', { name: 'Mag-sign up' }).tap();
  await expect(page.getByTestId('sign-in-purpose')).toHaveText('Mag-sign up nang libre, saka magtanong sa abogado nang nakasulat.');
  await page.getByRole('link', { name: /Kailangan ko ng abogado/ }).tap();
  await expect(page).toHaveURL(/\/fil\/signup\/customer\?callback_url=/);
  await expect(page.getByTestId('sign-in-purpose')).toHaveText('Mag-sign up nang libre, saka magtanong sa abogado nang nakasulat.');
  await page.screenshot({ path: 'test-results/detour-ask-signup-fil-375.png', fullPage: true });

  // Sign up with a mobile number: its code is texted once the e-mail is verified.
  const email = uniqueEmail('detour.ask');
  const mobile = uniqueMobile();
  await authSettled(page);
  await page.getByLabel('Pangalan').fill('Lorna');
  await page.getByLabel('Apelyido').fill('Bautista');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number (opsyonal)').fill(mobile.typed);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Ulitin ang password').fill(TEST_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Gumawa ng account' }).tap();
  await expect(page.getByRole('heading', { name: 'Tingnan ang email mo' })).toBeVisible();

  // The link verifies and texts the code; the page that says so takes it.
  const link = await linkFromMail(browser, email, '/verify-email/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Na-verify na ang email!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('phone-code-sent')).toContainText('I-type ito sa ibaba, o mamaya sa Mga Setting ng Account.');
  const code = page.getByLabel('6-digit na code');
  await code.fill(await codeTextedTo(browser, mobile.e164));
  await page.getByRole('button', { name: 'I-verify' }).tap();
  await expect(page.getByTestId('phone-verified')).toHaveText(/^Beripikado na ang mobile number mo na \+63 917 \d{3} \d{4}\.$/);
  await page.screenshot({ path: 'test-results/detour-phone-code-fil-375.png', fullPage: true });
  const phone = await (await context.request.get('/api/v1/auth/account/phone')).json();
  expect(phone.phone).toMatchObject({ verified: true });

  // The same link again, signed in and verified: "already verified", and on to asking — not a red failure.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Beripikado na ang email mo' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Hindi natuloy ang pag-verify!')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/detour-already-verified-fil-375.png', fullPage: true });
  await page.getByRole('link', { name: 'Magpatuloy' }).tap();
  await expect(page).toHaveURL(new RegExp(`/customer-portal/questions/new\\?lawyer=${lawyerId}$`));
  await context.close();
});
