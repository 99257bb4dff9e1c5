import { expect, test, type Browser, type BrowserContext, type Page } from '../fixtures/test';
import { periodsAhead } from '../fixtures/booking';
import { NOTARY_OFFICE, okJson, publishMakatiNotary } from '../fixtures/notary';
import { A, callsSql, closeTestContexts, createParty, signIn, watchPage, type Party } from './fixtures';

/**
 * Issue 43, "Book a notary", the end of the journey e2e/notary-booking.spec.ts cannot reach: once an
 * in-person appointment's time has come, the notary (on a phone) finds it in the calendar, opens it
 * and marks it done — or says the client did not come — and both sides see it completed. The
 * appointment is booked through the API the notary's page uses (paid at the office), and never has a
 * call. In this lane because only here can a test move a booked appointment's time into the past
 * (a direct client on the PostgreSQL database the servers share).
 */

test.afterEach(closeTestContexts);

const OFFICE = NOTARY_OFFICE;

/** A signed-in phone of its own (375 px, Manila time), its page's errors failing the test. */
async function phone(browser: Browser, who: Party): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Manila' });
  await signIn(context, A, who);
  const page = await context.newPage();
  watchPage(page, who.name);
  return { context, page };
}

const ok = okJson;

/** The client books the first free time the notary's page offers, to pay at the office (confirmed at once). */
async function book(context: BrowserContext, notaryId: string): Promise<string> {
  const slots = await ok(context.request.get(`${A}/api/v1/notary-public/slots?notary_id=${notaryId}&service=affidavit-of-loss`));
  const first = Object.values(slots.calendar as Record<string, { start_time: string }[]>)
    .flat()
    .map((s) => s.start_time)
    .sort()[0];
  const booked = await ok(
    context.request.post(`${A}/api/v1/notary-public/appointment`, {
      data: { notary_id: notaryId, service: 'affidavit-of-loss', start_time: first, pay_at_office: true },
    }),
  );
  expect(booked.checkout_url).toBeNull();
  return booked._id as string;
}

/**
 * Moves a booked appointment's start to `minutesAgo` before now. Booking only takes a time at least
 * an hour ahead and the server refuses the mark before the start by its own clock, so a run cannot
 * reach the mark otherwise; the triggers move its calendar hold with it.
 */
async function startedAgo(meetingId: string, minutesAgo: number): Promise<Date> {
  const start = new Date(Date.now() - minutesAgo * 60_000);
  await callsSql(`UPDATE meetings SET start_at = $2, end_at = $3 WHERE id = $1`, [
    meetingId,
    start,
    new Date(start.getTime() + 30 * 60_000),
  ]);
  return start;
}

/** Where a consultation has its call, an in-person appointment has none: the call page, the join page and the call API. */
async function expectNoCall(page: Page, portal: 'lawyer-portal' | 'customer-portal', meetingId: string) {
  expect((await page.goto(`${A}/meeting/${meetingId}/call`))?.status()).toBe(404);
  expect((await page.goto(`${A}/${portal}/meeting/${meetingId}/join`))?.status()).toBe(404);
  const join = await page.request.get(`${A}/api/v1/meeting/video/${meetingId}?tz=Asia/Manila`);
  expect(join.status()).toBe(404);
  expect((await join.json()).message).toBe('This is an in-person appointment at the notary’s office: it has no call.');
  // The reminder e-mail's link leads to the appointment's page, not to a join page.
  await page.goto(`${A}/meeting/${meetingId}`);
  await expect(page).toHaveURL(`${A}/${portal}/meeting/${meetingId}`);
}

const meetingOf = async (context: BrowserContext, id: string) => ok(context.request.get(`${A}/api/v1/meeting/${id}`));

test('phone: once its time has come the notary finds the in-person appointment in the calendar and marks it done, another as the client not coming; the client sees it completed; no call ever', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Mara', 'Villanueva');
  const client = await createParty('CUSTOMER', 'Lorna', 'Bautista');
  const notary = await phone(browser, lawyer);
  const { notaryId } = await publishMakatiNotary(notary.context, { origin: A, checklist: ['government-id', 'unsigned-document'] });
  const customer = await phone(browser, client);
  const done = await book(customer.context, notaryId);
  const missed = await book(customer.context, notaryId);
  expect(await meetingOf(customer.context, done)).toMatchObject({ status: 'CONFIRMED', in_person: { pay_at_office: true } });

  // One ended 45 minutes ago, one under way (apart: one notary's calendar holds may not overlap).
  const start = await startedAgo(done, 75);
  await startedAgo(missed, 20);
  // Under way, when a consultation's call would be open: no call for either party.
  await expectNoCall(customer.page, 'customer-portal', missed);
  await expectNoCall(notary.page, 'lawyer-portal', missed);

  const np = notary.page;
  await np.goto(`${A}/lawyer-portal/calendar`);
  await np.getByRole('button', { name: 'Month' }).click();
  // Just after midnight, 75 minutes ago may fall in the month before.
  if (periodsAhead(start.toISOString(), 'month') < 0) await np.getByRole('button', { name: 'Previous month' }).click();
  // An appointment that runs past midnight (Manila) shows on both days: its start day comes first (CI-4, 01:02 Manila).
  const entry = np.getByTestId('calendar-month').locator(`a[href="/lawyer-portal/meeting/${done}"]`).first();
  await expect(entry).toContainText('In person (notary)');
  await expect(entry).toContainText('Lorna Bautista');
  await entry.click();
  await expect(np).toHaveURL(`${A}/lawyer-portal/meeting/${done}`);
  await expect(np.getByRole('heading', { level: 1 })).toHaveText('Notarial appointment with Lorna Bautista');
  await expect(np.getByTestId('in-person-appointment')).toContainText("This appointment is in person at the notary's office, not a call.");
  await expect(np.getByTestId('office-address')).toContainText(OFFICE);
  const outcome = np.getByTestId('in-person-outcome');
  await expect(outcome.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await outcome.getByRole('button', { name: 'Mark as done' }).click();
  await expect(outcome).toHaveCount(0);
  const heading = np.locator('section[aria-labelledby="meeting-heading"]');
  await expect(heading.getByText('Completed', { exact: true })).toBeVisible();
  expect(await np.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await np.screenshot({ path: 'test-results-calls/notary-done-375.png', fullPage: true });
  expect(await meetingOf(notary.context, done)).toMatchObject({ status: 'COMPLETED', outcome: 'ATTENDED' });
  // Settled: a second word is refused.
  const again = await notary.context.request.put(`${A}/api/v1/meeting/${done}/in-person-outcome`, { data: { outcome: 'CLIENT_NO_SHOW' } });
  expect(again.status()).toBe(400);

  await np.goto(`${A}/lawyer-portal/meeting/${missed}`);
  await outcome.getByRole('button', { name: 'The client did not come' }).click();
  await expect(outcome).toHaveCount(0);
  await expect(heading.getByText('Completed', { exact: true })).toBeVisible();
  await expect(heading).toContainText('The client did not come');
  expect(await meetingOf(notary.context, missed)).toMatchObject({ status: 'COMPLETED', outcome: 'CLIENT_NO_SHOW' });

  // The client's side: both completed, the one they missed saying so.
  const cp = customer.page;
  await cp.goto(`${A}/customer-portal/meeting/${done}`);
  const clientHeading = cp.locator('section[aria-labelledby="meeting-heading"]');
  await expect(clientHeading.getByText('Completed', { exact: true })).toBeVisible();
  await expect(cp.getByTestId('in-person-appointment')).toBeVisible();
  await expect(cp.getByTestId('in-person-outcome')).toHaveCount(0);
  expect(await meetingOf(customer.context, done)).toMatchObject({ status: 'COMPLETED', outcome: 'ATTENDED' });
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await cp.screenshot({ path: 'test-results-calls/notary-done-client-375.png', fullPage: true });
  await cp.goto(`${A}/customer-portal/meeting/${missed}`);
  await expect(clientHeading.getByText('Completed', { exact: true })).toBeVisible();
  await expect(clientHeading).toContainText('You did not come to the appointment');
  // Done, as before: no call to rejoin.
  await expectNoCall(cp, 'customer-portal', done);
});
