import AxeBuilder from '@axe-core/playwright';
import { mailsTo } from './fixtures/auth';
import { freeSlots } from './fixtures/booking';
import { bookableLawyer } from './fixtures/lawyers';
import { expect, test } from './fixtures/users';
import { machineWait } from './slowdown';

// Issue 41, "Where do I start?": a visitor with unpaid wages in Cebu City answers a few questions on a
// phone and is sent to DOLE's SEnA first (the Cebu office, what to bring), with labor lawyers of
// Central Visayas offered beside it; the answer is its own address, drawn without JavaScript.

test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Manila' });

const ANSWER = '/where-to-start/answer?p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure';

test('unpaid wages in Cebu City: from the home page to DOLE SEnA first, with the Cebu office, and labor lawyers of Central Visayas', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Answer a few questions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What happened?');

  await page.getByLabel('Or say it in your own words').fill('unpaid wages');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('link', { name: /^Unpaid wages or underpayment/ }).click();

  // Issue 63: a work claim asks whether the person is abroad.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Are you abroad right now?');
  await page.getByRole('link', { name: 'No, I am in the Philippines' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who is the other side?');
  await page.getByRole('link', { name: /^A company or an employer/ }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where do you live?');
  await page.getByLabel('Your city or municipality').selectOption({ label: 'Cebu City' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is it urgent?');
  await page.getByRole('link', { name: /^Not urgent/ }).click();

  // Counted as met: "where does the other side live" was not asked of a worker with an employer.
  await expect(page.getByText('Question 6 of up to 10')).toBeVisible();
  // The PAO's ceiling where the person lives (a city outside Metro Manila), and why it is asked.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is your own monthly income, after tax, ₱22,000 or less?');
  await page.getByRole('link', { name: "I'm not sure, or I'd rather not say" }).click();

  await expect(page).toHaveURL(ANSWER);
  const stops = page.getByRole('region', { name: 'Go here first' });
  const first = stops.getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('1. DOLE’s Single Entry Approach (SEnA)');
  await expect(
    first
      .getByRole('list', { name: /^Offices for/ })
      .getByRole('listitem')
      .first(),
  ).toContainText('DOLE Regional Office VII (Central Visayas)');
  await expect(first.getByText('Your employer’s name and address')).toBeVisible();
  await expect(page.getByText('General information, not legal advice', { exact: false }).first()).toBeVisible();

  const lawyers = page.getByRole('region', { name: /^Lawyers for unpaid wages or underpayment in Central Visayas/ });
  const cards = lawyers.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Central Visayas');
  // Nothing the person typed, and no income, in the answer's address.
  expect(page.url()).not.toContain('wages');
});

test('the answer is drawn on the server: it reads the same without JavaScript, and passes axe', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  try {
    const noScript = await context.newPage();
    await noScript.goto(ANSWER);
    await expect(noScript.getByRole('region', { name: 'Go here first' }).getByRole('heading', { level: 3 }).first()).toHaveText(
      '1. DOLE’s Single Entry Approach (SEnA)',
    );
    // The questions too: a link per answer, a plain form for the place.
    await noScript.goto('/where-to-start?p=10&ab=no&s=company');
    await noScript.getByLabel('Your city or municipality').selectOption({ label: 'Cebu City' });
    await noScript.getByRole('button', { name: 'Continue' }).click();
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Is it urgent?');
  } finally {
    await context.close();
  }
  await page.goto(ANSWER);
  // A visitor is offered to sign in and come back to e-mail it.
  await expect(page.getByRole('link', { name: 'Sign in to e-mail it to yourself' })).toHaveAttribute(
    'href',
    `/login?callback_url=${encodeURIComponent(ANSWER)}`,
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  // Printed, it fits one A4 page (the lawyers' cards and the footer stay on screen).
  const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
});

test('violence at home: a protection order at her own barangay and the police desk come first, no income is asked, and 911 is said', async ({
  page,
}) => {
  await page.goto('/where-to-start');
  await page.getByRole('link', { name: /^Violence or abuse at home/ }).click();
  await page.getByLabel('Your city or municipality').selectOption({ label: 'Quezon City' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: /^Someone is in danger/ }).click();
  await expect(page).toHaveURL(/\/where-to-start\/answer\?m=violence&me=quezon-city&u=in-danger$/);
  await expect(page.getByRole('alert').filter({ hasText: 'call 911' })).toBeVisible();
  const titles = page.getByRole('region', { name: /^Go here first/ }).getByRole('heading', { level: 3 });
  await expect(titles).toHaveText([
    '1. A Barangay Protection Order',
    "2. The police Women and Children's Protection Desk",
    "3. The Public Attorney's Office (PAO)",
  ]);
  await expect(page.getByRole('link', { name: 'Call 911' }).first()).toHaveAttribute('href', 'tel:911');
});

// Issue 56, at 375 px in Filipino: two people of a town the place list does not name are asked whether
// it is the same town (the list cannot tell), and reach the barangay first — with JavaScript and
// without; and the violence answer never names the Lupon or sends her to the other side's barangay.
for (const javaScriptEnabled of [true, false]) {
  test(`sa Filipino, 375 px${javaScriptEnabled ? '' : ', walang JavaScript'}: iisang bayang wala sa listahan → barangay muna`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Manila' });
    try {
      const page = await context.newPage();
      await page.goto('/fil/where-to-start');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ano ang nangyari?');
      await page.getByRole('link', { name: /^Pera, utang o ari-arian/ }).click();
      await page.getByRole('link', { name: /^Isang tao/ }).click();
      await page.getByLabel('Ang lungsod o munisipyo mo').selectOption({ label: 'Ibang munisipyo sa Bicol Region' });
      await page.getByRole('button', { name: 'Susunod' }).click();
      await page.getByLabel('Ang lungsod o munisipyo nila').selectOption({ label: 'Ibang munisipyo sa Bicol Region' });
      await page.getByRole('button', { name: 'Susunod' }).click();
      // The list cannot tell: asked, not guessed.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Iisang lungsod o munisipyo ba ang tinitirhan ninyo ng kabilang panig?',
      );
      await page.getByRole('link', { name: 'Oo, iisang lungsod o munisipyo' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tungkol ba ito sa lupa o bahay/);
      await page.getByRole('link', { name: /^Wala sa mga ito/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apurahan ba ito?');
      await page.getByRole('link', { name: /^Hindi apurahan/ }).click();
      await page.getByRole('link', { name: 'Hindi ako sigurado, o ayokong sabihin' }).click();

      await expect(page).toHaveURL(
        /\/fil\/where-to-start\/answer\?m=money&s=person&me=other-town-bicol-region&them=other-town-bicol-region&same=yes/,
      );
      await expect(page.getByText('Ayon sa mga sagot mo, para sa Ibang munisipyo sa Bicol Region.')).toBeVisible();
      const first = page
        .getByRole('region', { name: /^Dito ka muna pumunta/ })
        .getByRole('listitem')
        .first();
      await expect(first.getByRole('heading', { level: 3 })).toHaveText('1. Katarungang Pambarangay (barangay conciliation)');
      await expect(first).toContainText('Ang barangay hall kung saan nakatira ang kabilang panig');
      await expect(page.getByRole('main')).not.toContainText('Another municipality');
    } finally {
      await context.close();
    }
  });
}

test('sa Filipino, 375 px: ang sagot sa karahasan sa bahay — sariling barangay, walang Lupon', async ({ page }) => {
  await page.goto('/fil/where-to-start');
  await page.getByRole('link', { name: /^Karahasan o pang-aabuso sa bahay/ }).click();
  await page.getByLabel('Ang lungsod o munisipyo mo').selectOption({ label: 'Ibang munisipyo sa Bicol Region' });
  await page.getByRole('button', { name: 'Susunod' }).click();
  await page.getByRole('link', { name: /^Hindi apurahan/ }).click();
  await expect(page).toHaveURL(/\/fil\/where-to-start\/answer\?m=violence&me=other-town-bicol-region&u=none$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3 }).first()).toHaveText('1. Barangay Protection Order');
  await expect(main).toContainText('sarili mong barangay');
  await expect(main).toContainText('Punong Barangay');
  await expect(main).toContainText('VAW desk');
  await expect(main.getByRole('alert')).toContainText('911');
  await expect(main).not.toContainText(/lupon/i);
  await expect(main).not.toContainText('kung saan nakatira ang kabilang panig');
});

test('booking from the answer: the case summary is filled in, and the answers the client chose to share are on the lawyer’s meeting page', async ({
  browser,
  customerContext,
}) => {
  test.setTimeout(180_000);
  const page = await customerContext.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(ANSWER);
  // Each lawyer's times carry the answers (their codes, nothing typed) to the booking form.
  const slot = page
    .getByRole('region', { name: /^Lawyers for unpaid wages/ })
    .getByRole('link', { name: /^Book / })
    .first();
  const triage = new URL((await slot.getAttribute('href'))!, page.url()).searchParams.get('triage');
  expect(triage).toBe(new URL(ANSWER, page.url()).search.slice(1));
  // Signed in, the answer can be e-mailed to one's own address.
  await page.getByRole('button', { name: 'E-mail it to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent to' })).toHaveText(`Sent to ${customerContext.customer.email}.`);
  await expect
    .poll(async () => (await mailsTo(browser, customerContext.customer.email)).map((m) => m.subject))
    .toContain('Where to start: unpaid wages or underpayment');

  // This spec's own lawyer (the seeded ones are shared), booked with the same answers.
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const [start] = await freeSlots(lawyerContext.request, lawyer._id);
  await page.goto(`/book/${lawyer._id}/${start}?${new URLSearchParams({ triage: triage! })}`);
  await expect(page.getByLabel('Short case summary')).toHaveValue('Unpaid wages or underpayment');
  const share = page.getByRole('checkbox', { name: /^Show my answers from “Where do I start\?” to Atty\./ });
  await expect(share).not.toBeChecked();
  await expect(page.getByText('A company or an employer')).toBeVisible();
  await share.check();
  await page.screenshot({ path: 'test-results/where-to-start-booking-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\?meeting=[0-9a-f-]{36}$/, { timeout: machineWait(30_000) });
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;

  const lawyerPage = await lawyerContext.newPage();
  await lawyerPage.setViewportSize({ width: 375, height: 812 });
  await lawyerPage.goto(`/lawyer-portal/meeting/${meetingId}`);
  const answers = lawyerPage.getByRole('region', { name: 'The client’s answers from “Where do I start?”' });
  await expect(answers).toContainText('Unpaid wages or underpayment');
  await expect(answers).toContainText('A company or an employer');
  await expect(answers).toContainText('Cebu City');
  await expect(answers.getByRole('link', { name: 'See the first steps they were shown' })).toHaveAttribute('href', ANSWER);
  await lawyerPage.screenshot({ path: 'test-results/where-to-start-shared-answers-375.png', fullPage: true });
  await lawyerContext.close();
});
