import { expect, test } from './fixtures/test';
import { TEST_PASSWORD, authSettled, linkFromMail, loginAs, mailsTo, testIp, uniqueEmail } from './fixtures/auth';
import { bookableLawyer } from './fixtures/lawyers';
import { pageReady } from './fixtures/ready';
import { machineWait } from './slowdown';

// Issue 63, a client abroad: with the browser in Dubai, slots, the booking, the checkout, the meeting
// page, the confirmation mail and the .ics say Dubai time with Manila time beside it, and the evening
// filter keeps only slots from 6 PM to 11 PM on the Dubai clock. The expected texts are written here
// with Intl, apart from the app's formatter.
test.use({ timezoneId: 'Asia/Dubai' });

const DUBAI = 'Asia/Dubai';
const MANILA = 'Asia/Manila';
const fmt = (zone: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
const time = (iso: string, zone: string) => fmt(zone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
const day = (iso: string, zone: string) => fmt(zone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(iso));
const longDay = (iso: string, zone: string) =>
  fmt(zone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
const dubaiHour = (iso: string) => Number(fmt(DUBAI, { hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));

/** The start instant of a /book/{lawyer}/{start} link. */
const startOf = (href: string) => decodeURIComponent(new URL(href, 'http://x').pathname.split('/').pop()!);

test('a client in Dubai reads every time on their clock with Manila’s beside it; evenings are Dubai evenings', async ({ browser }) => {
  test.setTimeout(180_000);
  // A lawyer in Manila who also works late: 21:00–23:30 there is 17:00–19:30 in Dubai.
  const lawyerContext = await browser.newContext({ timezoneId: MANILA });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const hours = await lawyerContext.request.put('/api/v1/lawyers/profile/availability', {
    data: {
      daily_availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        available: true,
        ranges: [
          { start_time: '09:00', end_time: '12:00' },
          { start_time: '21:00', end_time: '23:30' },
        ],
      })),
      notice_time: 120,
      services: [
        { duration: 30, price: 900_00 },
        { duration: 60, price: 1600_00 },
      ],
    },
  });
  expect(hours.status(), await hours.text()).toBe(200);

  // The client signs up from Dubai: the account keeps the browser's zone (the sign-up form sends it).
  const context = await browser.newContext({ timezoneId: DUBAI });
  const email = uniqueEmail('ofw');
  const signUp = await context.request.post('/api/v1/auth/signup', {
    data: {
      first_name: 'Ramon',
      last_name: 'Abroad',
      email,
      password: TEST_PASSWORD,
      confirm_password: TEST_PASSWORD,
      accept_terms: true,
      timezone: DUBAI,
    },
    headers: { 'x-forwarded-for': testIp() },
  });
  expect(signUp.status(), await signUp.text()).toBe(202);
  const token = decodeURIComponent(new URL(await linkFromMail(browser, email, '/verify-email/')).pathname.split('/').pop()!);
  const verified = await context.request.post('/api/v1/auth/verify-email', { data: { token }, headers: { 'x-forwarded-for': testIp() } });
  expect(verified.status(), await verified.text()).toBeLessThan(400);
  await loginAs(context, { email, password: TEST_PASSWORD });
  const page = await context.newPage();

  // The profile: slots on the Dubai clock with Manila beside them; "Evenings" keeps 6–11 PM Dubai only.
  await page.goto(`/lawyer/${lawyer._id}`);
  await pageReady(page);
  const slots = page.locator(`a[href*="/book/${lawyer._id}/"]`);
  await expect(slots.first()).toContainText(/ Dubai · .* Manila$/);
  await page.getByRole('radio', { name: 'Evenings (6–11 PM)' }).check();
  await expect
    .poll(async () => {
      const hrefs = await slots.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.length > 0 && hrefs.every((href) => dubaiHour(startOf(href)) >= 18 && dubaiHour(startOf(href)) < 23);
    })
    .toBe(true);
  const first = slots.first();
  const start = startOf((await first.getAttribute('href'))!);
  // A day's column names the day; Manila's half names its own only when it is another day (not at 6–7 PM in Dubai).
  await expect(first).toHaveText(`${time(start, DUBAI)} Dubai · ${time(start, MANILA)} Manila`);

  // Search with the evening filter: every slot shown is a Dubai evening, each with Manila beside it.
  await page.goto('/lawyers-online?area_of_practice=labor&region=Eastern+Visayas+%28VIII%29&hours=evening');
  await pageReady(page);
  await expect(page.getByRole('radio', { name: 'Evenings (6–11 PM)' }).first()).toBeChecked();
  const found = page.locator('a[href*="/book/"]');
  await expect
    .poll(async () => {
      const links = await found.evaluateAll((all) => all.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent ?? '' })));
      return (
        links.length > 0 &&
        links.every((l) => / Dubai · .* Manila$/.test(l.text) && dubaiHour(startOf(l.href)) >= 18 && dubaiHour(startOf(l.href)) < 23)
      );
    })
    .toBe(true);

  // The booking form names the chosen time on both clocks.
  await page.goto(`/book/${lawyer._id}/${start}?duration=30`);
  await authSettled(page);
  await pageReady(page);
  const both = `${day(start, DUBAI)}, ${time(start, DUBAI)} Dubai · ${day(start, MANILA)}, ${time(start, MANILA)} Manila`;
  await expect(page.getByTestId('chosen-slot')).toHaveText(both);
  const summary = `Special power of attorney from Dubai ${Date.now().toString(36)}`;
  await page.getByLabel('Short case summary').fill(summary);
  await page.getByLabel('Detailed description').fill('My mother will sign the sale of our land in Leyte; I work in Dubai.');
  await page.getByRole('button', { name: 'Go to payment' }).click();

  // The sandbox checkout: the time and "held until" on the Dubai clock.
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
  await expect(page.getByText(both).first()).toBeVisible();
  await expect(page.getByText(/Your time is held until \d{1,2}:\d\d [AP]M Dubai · .*Manila/)).toBeVisible();
  await page.getByRole('radio', { name: 'Maya' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\?meeting=[0-9a-f-]{36}$/, { timeout: machineWait(30_000) });
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;
  await expect(page.getByRole('status')).toHaveAttribute('data-state', 'paid');
  const long = `${longDay(start, DUBAI)}, ${time(start, DUBAI)} Dubai · ${longDay(start, MANILA)}, ${time(start, MANILA)} Manila`;
  await expect(page.getByText(long).first()).toBeVisible();

  // The meeting page: its span on both clocks.
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  await page.goto(`/customer-portal/meeting/${meetingId}`);
  await pageReady(page);
  await expect(page.getByText(`${day(start, DUBAI)}, ${time(start, DUBAI)} – ${time(end, DUBAI)} Dubai · `)).toBeVisible();
  await expect(page.getByText(`${day(start, MANILA)}, ${time(start, MANILA)} – ${time(end, MANILA)} Manila`)).toBeVisible();

  // The confirmation mail (the account's zone, not the browser's) and the .ics.
  let mailText = '';
  await expect
    .poll(async () => {
      mailText = (await mailsTo(browser, email)).find((m) => m.subject.startsWith('Booking confirmed'))?.text ?? '';
      return mailText;
    })
    .not.toBe('');
  expect(mailText).toContain(long);
  const ics = await context.request.get(`/api/v1/meeting/${meetingId}/ics`);
  expect(ics.status()).toBe(200);
  // Unfolded (RFC 5545 §3.1) and unescaped (§3.3.11).
  const text = (await ics.text()).replace(/\r?\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
  expect(text).toContain(`DESCRIPTION:${long}\\n\\n`);

  // The meetings list reads the same; the account keeps Dubai in its settings, where it can change.
  await page.goto('/customer-portal');
  await pageReady(page);
  // Under "Today's" when it falls on today on the Dubai clock, else under "Upcoming".
  const dubaiDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: DUBAI }).format(new Date(iso));
  if (dubaiDate(start) === dubaiDate(new Date().toISOString())) await page.getByRole('tab', { name: "Today's" }).click();
  await expect(page.getByRole('link', { name: /Own Lawyer/ }).first()).toContainText(
    `${day(start, DUBAI)}, ${time(start, DUBAI)} – ${time(end, DUBAI)} Dubai · `,
  );
  await page.goto('/customer-portal/account-settings');
  await pageReady(page);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(DUBAI);
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Riyadh');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Time zone saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Riyadh');
  await Promise.all([context.close(), lawyerContext.close()]);
});
