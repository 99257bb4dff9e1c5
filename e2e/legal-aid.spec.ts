import { expect, test } from './fixtures/test';
import { authSettled, fillClientSignUp, linkFromMail, openVerifyLink, testIp, uniqueEmail } from './fixtures/auth';
import { expectNoSidewaysScroll } from './fixtures/layout';
import { bookableLawyer } from './fixtures/lawyers';
import { pageReady } from './fixtures/ready';

// Issue 61, the legal-aid desk, on a phone (375 px), the first "Done when" point as far as the person's
// pages go: from "Where do I start?" a visitor who cannot afford a lawyer (income within PAO's limit)
// reaches /legal-aid, chooses a legal-aid lawyer's free time, signs up on the way (the product's own
// sign-up and e-mail link), fills the beneficiary declaration and books the free consultation — ₱0,
// with no checkout — and the meeting page says it waits for the lawyer's assessment. The lawyer is this
// spec's own (bookableLawyer), who turns legal aid on with free times through the API.

const PHONE = { width: 375, height: 812 };
test.use({ timezoneId: 'Asia/Manila', viewport: PHONE });

const UNPAID_WAGES = 10;
const ANSWER = `/where-to-start/answer?p=${UNPAID_WAGES}&ab=no&s=company&me=cebu-city&u=none&inc=yes`;

test('a visitor who cannot afford a lawyer goes from "Where do I start?" to /legal-aid, signs up, declares and books a free consultation with no checkout', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // A lawyer of this test alone, offering free 30-minute times on weekday mornings and afternoons
  // (inside the fixture's weekday hours, 9:00–17:00 Manila).
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext, 'labor');
  const offered = await lawyerContext.request.put('/api/v1/lawyers/profile/legal-aid', {
    data: {
      enabled: true,
      weekly_slots: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start_minute: 10 * 60 },
        { weekday, start_minute: 15 * 60 },
      ]),
      written_per_month: 0,
    },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  const name = (await (await lawyerContext.request.get(`/api/v1/lawyers/${lawyer._id}/profile`)).json()).display_name as string;
  const free = await lawyerContext.request.get(`/api/v1/lawyers/${lawyer._id}/legal-aid/slots`);
  expect(free.status()).toBe(200);
  expect((await free.json()).slots.length).toBeGreaterThan(0);

  // A visitor on a phone, with an address of their own for the rate limits.
  const context = await browser.newContext({
    timezoneId: 'Asia/Manila',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': testIp() },
  });
  const page = await context.newPage();
  // No checkout, ever: neither a checkout page nor a payment call.
  const paid: string[] = [];
  page.on('request', (request) => {
    if (/\/checkout|\/api\/v1\/payments|\/api\/v1\/meeting\/[^/]+\/checkout/.test(request.url())) paid.push(request.url());
  });

  // "Where do I start?": unpaid wages, an employer, Cebu City, not urgent, income within PAO's limit.
  await page.goto('/where-to-start');
  await page.getByLabel('Or say it in your own words').fill('unpaid wages');
  await page.getByRole('button', { name: 'Find', exact: true }).tap();
  await page.getByRole('link', { name: /^Unpaid wages or underpayment/ }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Are you abroad right now?');
  await page.getByRole('link', { name: 'No, I am in the Philippines' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who is the other side?');
  await page.getByRole('link', { name: /^A company or an employer/ }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where do you live?');
  await page.getByLabel('Your city or municipality').selectOption({ label: 'Cebu City' });
  await page.getByRole('button', { name: 'Continue' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is it urgent?');
  await page.getByRole('link', { name: /^Not urgent/ }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is your own monthly income, after tax, ₱22,000 or less?');
  await page.getByRole('link', { name: 'Yes, ₱22,000 or less' }).tap();
  await expect(page).toHaveURL(ANSWER);

  // The answer offers the desk, for this problem.
  await page.getByTestId('legal-aid-offer').getByRole('link', { name: 'Free legal aid from a verified lawyer' }).tap();
  await expect(page).toHaveURL(`/legal-aid?problem=${UNPAID_WAGES}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free legal aid from verified lawyers');
  await expect(page.getByRole('heading', { name: 'Who qualifies' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/legal-aid-desk-375.png', fullPage: true });

  // The lawyer's free time: a visitor signs in (here: registers) first and comes back.
  const bookPath = `/legal-aid/book/${lawyer._id}?problem=${UNPAID_WAGES}`;
  await page.getByRole('link', { name: `Choose a free time with Atty. ${name}` }).tap();
  await expect(page).toHaveURL(`/login?callback_url=${encodeURIComponent(bookPath)}`);
  await authSettled(page);
  await page.getByRole('link', { name: 'Register' }).tap();
  await page.getByRole('link', { name: /I need a lawyer/ }).tap();
  await expect(page).toHaveURL(`/signup/customer?callback_url=${encodeURIComponent(bookPath)}`);
  await authSettled(page);
  const email = uniqueEmail('legal.aid');
  await fillClientSignUp(page, email);
  await page.getByRole('button', { name: 'Create account' }).tap();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await openVerifyLink(page, await linkFromMail(browser, email, '/verify-email/'));
  await page.getByRole('link', { name: 'Continue' }).tap();

  // Without a declaration, the booking sends the person to fill it first, and back once saved.
  await expect(page).toHaveURL(`/legal-aid/declaration?lawyer=${lawyer._id}&problem=${UNPAID_WAGES}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your legal-aid declaration');
  await pageReady(page);
  await page.getByLabel('How many people live in your household, you included?').fill('5');
  await page.getByLabel("Your household's total monthly income, in pesos").fill('9000');
  await page.getByLabel('Where does this income come from?').fill('Daily wage as a warehouse helper');
  await page.getByLabel('What property does your household own?').fill('None; we rent one room.');
  await page.getByLabel("Why can't you pay a lawyer?").fill('Five of us live on one daily wage, and my employer stopped paying it.');
  await page.getByLabel('I agree that the lawyer will assess my declaration.').check();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/legal-aid-declaration-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Save and choose a lawyer' }).tap();

  // The lawyer's free times, the problem already chosen; ₱0.
  await expect(page).toHaveURL(bookPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Free consultation with Atty. ${name}`);
  await pageReady(page);
  await expect(page.getByRole('combobox', { name: 'Legal issue' })).toHaveValue(/Unpaid wages or underpayment/i);
  await expect(page.getByTestId('booking-price')).toHaveText('Free (₱0)');
  const times = page.getByTestId('legal-aid-slots').getByRole('group', { name: 'Time' });
  await times.getByRole('button').first().tap();
  await expect(page.getByTestId('chosen-slot')).toBeVisible();
  await page.getByRole('radio', { name: 'Audio call (online)' }).check();
  await page.getByLabel('In one line, what do you need help with?').fill('My employer stopped paying my wages in March');
  await page.getByLabel('Tell the lawyer what happened (optional)').fill('I work at a Cebu warehouse; two months are unpaid.');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/legal-aid-book-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Book free consultation' }).tap();

  // Booked: the meeting page, waiting for the lawyer's assessment; no checkout on the way.
  await expect(page).toHaveURL(/\/customer-portal\/meeting\/[0-9a-f-]{36}$/);
  const meetingId = page.url().split('/').pop()!;
  const status = page.getByTestId('legal-aid-status');
  await expect(status).toContainText('Free legal-aid consultation');
  await expect(status).toContainText("Waiting for the lawyer's assessment of your declaration.");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/legal-aid-meeting-375.png', fullPage: true });
  expect(paid).toEqual([]);

  // The server agrees: one request awaiting assessment for this meeting, a ₱0 consultation, confirmed.
  const requests = (await (await context.request.get('/api/v1/legal-aid/requests')).json()).requests as {
    status: string;
    meeting_id: string | null;
    problem: number;
  }[];
  expect(requests).toEqual([expect.objectContaining({ status: 'AWAITING_ASSESSMENT', meeting_id: meetingId, problem: UNPAID_WAGES })]);
  const meeting = await (await context.request.get(`/api/v1/meeting/${meetingId}`)).json();
  expect(meeting).toMatchObject({ price: 0, status: 'CONFIRMED', call_type: 'PHONE' });

  // Issue 72, in Filipino on a phone: the lawyer's free times read as the client's do ("10:00 AM", not "10:00"),
  // the lawyer confirms the person qualifies, and both pages say when and by whom.
  const lawyerPage = await lawyerContext.newPage();
  await lawyerPage.setViewportSize(PHONE);
  await lawyerPage.goto('/fil/lawyer-portal/legal-aid');
  const chosen = lawyerPage.locator('#offer button[aria-pressed="true"]');
  await expect(chosen.first()).toBeVisible();
  for (const chip of await chosen.allTextContents()) expect(chip).toMatch(/^(10:00 AM|3:00 PM)$/);
  await pageReady(lawyerPage);
  const request = lawyerPage.locator('#requests li').filter({ hasText: 'Lorna' });
  await request.getByRole('button', { name: 'Kwalipikado' }).click();
  await expect(request.getByTestId('assessment-status')).toContainText(`Kwalipikado · Sinuri ni Atty. ${name} noong `);
  await expectNoSidewaysScroll(lawyerPage);
  await lawyerPage.screenshot({ path: 'test-results/legal-aid-assessed-lawyer-fil-375.png', fullPage: true });
  await page.goto(`/fil/customer-portal/meeting/${meetingId}`);
  await expect(page.getByTestId('legal-aid-status')).toContainText('Qualified ka: tutulungan ka ng abogado sa oras na na-book mo.');
  await expect(page.getByTestId('legal-aid-assessed')).toHaveText(
    new RegExp(`^Binasa ni Atty\\. ${name} ang deklarasyon mo noong .+ at qualified ka\\.$`),
  );
  await page.screenshot({ path: 'test-results/legal-aid-assessed-client-fil-375.png', fullPage: true });

  await context.close();
  await lawyerContext.close();
});

test('Filipino, 375 px: "Where do I start?" is a tap from home and the desk; the desk says what to do today near the person, a region without lawyers gets its PAO and IBP offices, and the sign-in wall names legal aid (issue 72)', async ({
  browser,
}) => {
  const context = await browser.newContext({
    timezoneId: 'Asia/Manila',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': testIp() },
  });
  const page = await context.newPage();

  // A stranger on the home page: one tap.
  await page.goto('/fil');
  await page.getByRole('link', { name: 'Sagutin ang ilang tanong' }).tap();
  await expect(page).toHaveURL('/fil/where-to-start');

  // Locked out (ejectment): what to do today, before any consultation — the police, the barangay, the PAO.
  await page.goto('/fil/legal-aid?problem=76');
  await expect(page.getByTestId('desk-help-links').getByRole('link', { name: 'Saan ako magsisimula?' })).toHaveAttribute(
    'href',
    '/fil/where-to-start',
  );
  const today = page.locator('#today');
  await expect(today.getByRole('heading', { level: 2 })).toHaveText('Ang magagawa mo ngayon');
  await expect(today.locator('[data-step]')).toHaveCount(3);
  await expect(today.locator('[data-step]').first()).toContainText('Pinagsarhan ka ng bahay nang walang utos ng korte?');
  await today.getByLabel('Saan ka nakatira?').selectOption({ label: 'Cebu City' });
  await today.getByRole('button', { name: 'Ipakita ang malalapit na opisina' }).tap();
  await expect(page).toHaveURL('/fil/legal-aid?problem=76&me=cebu-city#today');
  await expect(today.getByTestId('today-place')).toContainText('Mga opisinang malapit sa Cebu City');
  const pao = today.locator('[data-step="pao"]');
  await expect(pao).toContainText("Public Attorney's Office (PAO) – District Office sa Cebu City");
  await expect(pao).toContainText('Lunes hanggang Biyernes, 8:00 AM – 5:00 PM');
  await expect(today.locator('[data-step="police-lockout"]')).toContainText('Tumawag sa 911');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/legal-aid-today-fil-375.png', fullPage: true });

  // A region where no lawyer gives legal aid here yet: its PAO and IBP legal-aid offices, from the directory.
  await page.goto('/fil/legal-aid?me=baguio');
  const empty = page.getByTestId('legal-aid-empty');
  await expect(empty).toContainText('Wala pang abogado sa Cordillera Administrative Region na nagbibigay ng libreng tulong-legal dito.');
  await expect(empty).toContainText("Public Attorney's Office (PAO) – District Office sa Baguio");
  await expect(empty).toContainText('IBP Baguio-Benguet Chapter – Legal Aid');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/legal-aid-empty-fil-375.png', fullPage: true });

  // The seeded desk has lawyers in Cebu: the sign-in wall on the way to one names legal aid, and today's steps.
  await page.goto('/fil/legal-aid?me=cebu-city');
  await page
    .getByRole('link', { name: /^Pumili ng libreng oras kay Atty\. / })
    .first()
    .tap();
  await expect(page).toHaveURL(/\/fil\/login\?callback_url=(%2Ffil)?%2Flegal-aid%2Fbook%2F/);
  const purpose = page.getByTestId('sign-in-purpose');
  await expect(purpose).toHaveAttribute('data-purpose', 'legal-aid');
  await expect(purpose).toContainText('Mag-sign in para sa libreng tulong-legal: ₱0, walang babayaran.');
  await expect(page.getByText('Maligayang pagbabalik')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/legal-aid-login-fil-375.png', fullPage: true });
  await purpose.getByRole('link', { name: 'Ang magagawa mo ngayon' }).tap();
  await expect(page).toHaveURL('/fil/legal-aid#today');
  await context.close();
});
