import PDFDocument from 'pdfkit';
import { request as apiRequest } from '@playwright/test';
import { expect, test, type Browser, type Page } from './fixtures/test';
import { loginAs, mailsTo } from './fixtures/auth';
import { paidConsultation } from './fixtures/booking';
import { bookableLawyer } from './fixtures/lawyers';
import { expectNoSidewaysScroll, expectWithinWidth } from './fixtures/layout';
import { signLetterByApi, type Party } from './fixtures/letters';
import { pageReady } from './fixtures/ready';
import { setChannel, textsTo, uniqueMobile, verifyMobileByApi } from './fixtures/sms';
import { createVerifiedCustomer } from './fixtures/users';

// Issue 64: once the client engaged the lawyer, one matter both sides follow. The lawyer opens it from the paid
// engagement's page, reads a court notice (a real PDF with a text layer, made here) and confirms the hearing it
// offers; the client sees it on the matter page and in their own calendar feed; the hearing reminders' pass, run as
// at 24 hours before the hearing, texts the client the court and the time with no link and mails the matter's
// link. Then the client's page on a phone, and in Filipino.
//
// Issue 72, item 10: a consultation booked and paid but not held (CONFIRMED) offers no matter; this lane has no
// call, the only way one becomes COMPLETED (opening a matter from a completed one: e2e/calls/matter-after-call.spec.ts).
// The matter page comes rendered by the server: its HTML holds the matter.

const MANILA = { timezoneId: 'Asia/Manila' };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Manila' };
const HOUR = 3_600_000;

/** A day `days` ahead in Manila at 8:30 in the morning: the instant, how a notice writes it, how the page does. */
function hearingDay(days: number): { at: Date; words: string; shown: string; field: string } {
  const manila = new Date(Date.now() + 8 * HOUR + days * 24 * HOUR);
  const [y, m, d] = [manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate()];
  const at = new Date(Date.UTC(y, m, d, 0, 30));
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(at);
  return {
    at,
    words: `${d} ${month} ${y}`,
    shown: `${month} ${d}, ${y}`,
    field: `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  };
}

/** A court notice as trial courts e-serve it: a PDF whose text layer holds these lines. */
function noticePdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/**
 * A proposal the client accepted and paid (PAID: the engagement a matter opens from), through the calls the pages
 * make: sent, its engagement letter signed by both, accepted, paid in the sandbox.
 */
async function engagedWorkItem(browser: Browser, lawyer: Party, client: Party & { id: string }, title: string): Promise<string> {
  const sent = await lawyer.request.post('/api/v1/work-items', {
    data: {
      customer_id: client.id,
      status: 'PROPOSAL',
      title,
      scope: 'Prepare and file a petition for declaration of nullity of marriage before the Regional Trial Court.',
      deliverables: 'Petition, judicial affidavits, representation at the pre-trial.',
      fee_breakdown: [{ label: 'Drafting the petition', amount: 4_000_000 }],
      payment_terms: 'Full fee on acceptance.',
      estimated_timeline: '6 to 8 weeks to filing',
      included_meetings: { count: 0, duration: 30 },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const id = String((await sent.json())._id);
  await signLetterByApi(browser, lawyer, client, id);
  const accepted = await client.request.post(`/api/v1/work-items/${id}/accept-proposal`, { data: { revision: 1 } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const session = String((await accepted.json()).checkout_url)
    .split('/')
    .pop();
  const paid = await client.request.post(`/api/v1/payments/sandbox/${session}`, { data: { action: 'pay', method: 'gcash' } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect.poll(async () => (await (await lawyer.request.get(`/api/v1/work-items/${id}`)).json()).status).toBe('PAID');
  return id;
}

/** POST as the demo admin: in production the dev outboxes and their runs answer the admin only. */
async function postAsAdmin(page: Page, path: string, data: unknown) {
  const admin = await apiRequest.newContext({ baseURL: new URL(page.url()).origin });
  await loginAs(admin, 'admin');
  const res = await admin.post(path, { data });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();
}

test('the lawyer opens a matter from a paid engagement (never from a consultation not held), confirms the hearing a court notice offers; the client sees it, gets it in their feed, a text without a link and a mail with one the day before', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const lawyerContext = await browser.newContext(MANILA);
  const lawyer = await bookableLawyer(browser, lawyerContext);
  const clientContext = await browser.newContext(MANILA);
  const client = await createVerifiedCustomer(browser, clientContext.request);
  const mobile = uniqueMobile();
  await verifyMobileByApi(browser, clientContext.request, mobile.e164);
  await setChannel(clientContext.request, 'hearing', 'sms', true);
  const meetingId = await paidConsultation(clientContext.request, lawyer._id);

  // The consultation is booked, not held: its page offers no matter (issue 72, item 10), and the server refuses one.
  const lp = await lawyerContext.newPage();
  await lp.goto(`/lawyer-portal/meeting/${meetingId}`);
  await pageReady(lp);
  await expect(lp.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(lp.getByRole('button', { name: 'Open a matter' })).toHaveCount(0);
  const early = await lawyerContext.request.post('/api/v1/matters', {
    data: { source_kind: 'MEETING', source_id: meetingId, title: 'Annulment consultation' },
  });
  expect(early.status()).toBe(404);

  // The engagement the client paid: "Open a matter", a short form with the title prefilled and the client shown.
  const workItemId = await engagedWorkItem(
    browser,
    { request: lawyerContext.request, email: lawyer.email },
    { request: clientContext.request, email: client.email, id: client._id },
    'Annulment petition',
  );
  await lp.goto(`/lawyer-portal/work-items/${workItemId}`);
  await pageReady(lp);
  await lp.getByRole('button', { name: 'Open a matter' }).click();
  const dialog = lp.getByRole('dialog', { name: 'Open a matter' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Annulment petition');
  await expect(dialog).toContainText(`${client.first_name} ${client.last_name}`);
  await dialog.getByLabel('Case number (optional)').fill('Civil Case No. R-MKT-26-01234');
  await dialog.getByRole('button', { name: 'Open the matter' }).click();
  await expect(lp).toHaveURL(/\/lawyer-portal\/matters\/[0-9a-f-]{36}$/);
  const matterId = lp.url().split('/').pop()!;
  await expect(lp.getByRole('heading', { level: 1 })).toHaveText('Annulment petition');
  // The page's HTML, before any script runs, holds the matter (issue 72, item 10: rendered on the server).
  const html = await (await lawyerContext.request.get(`/lawyer-portal/matters/${matterId}`)).text();
  expect(html).toContain('Annulment petition');
  expect(html).toContain('Civil Case No. R-MKT-26-01234');
  expect(html).not.toContain('Loading the matter');
  // Back on the engagement, the button leads to the matter.
  await lp.goto(`/lawyer-portal/work-items/${workItemId}`);
  await expect(lp.getByTestId('view-matter')).toHaveAttribute('href', `/lawyer-portal/matters/${matterId}`);
  await lp.goto(`/lawyer-portal/matters/${matterId}`);
  await pageReady(lp);

  // The Hearing tab: the notice read, its dates offered; the one picked fills the form; nothing is added until confirmed.
  const hearing = hearingDay(4);
  const issued = hearingDay(-2);
  const pdf = await noticePdf([
    'REPUBLIC OF THE PHILIPPINES',
    'REGIONAL TRIAL COURT',
    'National Capital Judicial Region',
    'Branch 12, Makati City',
    'Civil Case No. R-MKT-26-01234',
    'NOTICE OF HEARING',
    `Please take notice that the above-entitled case is set for hearing on ${hearing.words} at 8:30 in the morning.`,
    `Given this ${issued.words} in Makati City.`,
  ]);
  await lp.getByRole('tab', { name: 'Hearing' }).click();
  // The upload is answered at once, "reading" (issue 73 item 5); the page asks again until the reading offers the dates.
  const uploaded = lp.waitForResponse((r) => r.url().endsWith(`/api/v1/matters/${matterId}/notices`) && r.request().method() === 'POST');
  await lp
    .getByLabel('Read a court notice (PDF)')
    .setInputFiles({ name: 'notice-of-hearing.pdf', mimeType: 'application/pdf', buffer: pdf });
  const answer = await uploaded;
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toMatchObject({ status: 'reading', dates: [] });
  const offered = lp.getByTestId('notice-dates');
  await expect(offered.locator('label')).toHaveCount(2);
  await expect(lp.getByTestId('hearing')).toHaveCount(0);
  await offered.locator('label').filter({ hasText: hearing.shown }).click();
  await expect(lp.locator('#hearing-date')).toHaveValue(hearing.field);
  await expect(lp.locator('#hearing-time')).toHaveValue('08:30');
  await expect(lp.locator('#hearing-branch')).toHaveValue('Branch 12');
  await expect(lp.locator('#hearing-court')).toHaveValue(/Regional Trial Court/);
  await expect(lp.getByLabel('Share with the client')).toBeChecked();
  await lp.getByRole('button', { name: 'Add hearing' }).click();
  const next = lp.getByTestId('next-hearing');
  await expect(next).toContainText(hearing.shown);
  await expect(next).toContainText('8:30 AM');
  await expect(next).toContainText('Branch 12');
  // The notice itself stays the lawyer's: a private file entry.
  await expect(lp.getByTestId('matter-entry').filter({ hasText: 'notice-of-hearing.pdf' })).toContainText('Private');
  await lp.screenshot({ path: 'test-results/matter-lawyer-1280.png', fullPage: true });

  // The client: the matter in their list and on its page, the hearing at its head, never the private notice.
  const cp = await clientContext.newPage();
  await cp.goto('/customer-portal/matters');
  await pageReady(cp);
  await cp.getByRole('link', { name: /Annulment petition/ }).click();
  await expect(cp).toHaveURL(new RegExp(`/customer-portal/matters/${matterId}$`));
  const clientNext = cp.getByTestId('next-hearing');
  await expect(clientNext).toContainText(hearing.shown);
  await expect(clientNext).toContainText('Regional Trial Court');
  await expect(cp.getByTestId('matter-entry').filter({ hasText: 'Hearing' }).first()).toContainText('Branch 12');
  await expect(cp.getByText('notice-of-hearing.pdf')).toHaveCount(0);
  await expect(cp.getByText('Private', { exact: true })).toHaveCount(0);
  await cp.screenshot({ path: 'test-results/matter-client-1280.png', fullPage: true });

  // Their own calendar feed, made in account settings, holds the hearing.
  await cp.goto('/customer-portal/account-settings');
  await pageReady(cp);
  await cp.getByRole('button', { name: 'Make my calendar link' }).click();
  const link = cp.getByLabel('Your calendar feed link');
  await expect(link).toHaveValue(/\/api\/v1\/calendars\/client\/.+\.ics$/);
  const url = await link.inputValue();
  const feed = await clientContext.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  const ics = (await feed.text()).replace(/\r?\n[ \t]/g, '');
  const stamp = hearing.at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  expect(ics).toContain(`DTSTART:${stamp}`);
  expect(ics).toMatch(/SUMMARY:Hearing – Regional Trial Court.*Branch 12/);

  // The reminders' pass as at 24 hours before: a text with the court and the time and no link; a mail with the link.
  await postAsAdmin(cp, '/api/v1/dev/hearing-reminders/run', { now: new Date(hearing.at.getTime() - 24 * HOUR).toISOString() });
  let text = '';
  await expect
    .poll(async () => {
      text = (await textsTo(browser, mobile.e164)).find((t) => /Hearing tomorrow/.test(t.body))?.body ?? '';
      return text;
    })
    .toContain('Regional Trial Court');
  expect(text).toContain('Branch 12');
  expect(text).toContain('8:30');
  expect(text).not.toMatch(/https?:|www\.|\/matters\//);
  await expect
    .poll(async () => (await mailsTo(browser, client.email)).some((m) => m.text.includes(`/customer-portal/matters/${matterId}`)))
    .toBe(true);

  // On a phone: nothing wider than the screen, the next hearing and the composer in view; then in Filipino.
  const phone = await browser.newContext(PHONE);
  await loginAs(phone, { email: client.email, password: client.password });
  const pp = await phone.newPage();
  await pp.goto(`/customer-portal/matters/${matterId}`);
  await pageReady(pp);
  await expect(pp.getByTestId('next-hearing')).toContainText(hearing.shown);
  await expectNoSidewaysScroll(pp);
  await expectWithinWidth(pp, pp.getByRole('button', { name: 'Send' }));
  await pp.screenshot({ path: 'test-results/matter-client-375.png', fullPage: true });
  await pp.goto(`/fil/customer-portal/matters/${matterId}`);
  await pageReady(pp);
  await expect(pp.getByTestId('next-hearing')).toContainText('Susunod na hearing');
  await expect(pp.getByRole('heading', { name: 'Mga hearing' })).toBeVisible();
  await expect(pp.getByRole('heading', { name: 'Iba pa sa pagitan ninyo' })).toBeVisible();
  await expect(pp.getByRole('tab', { name: 'Komento' })).toBeVisible();
  await expectNoSidewaysScroll(pp);
  await pp.screenshot({ path: 'test-results/matter-client-fil-375.png', fullPage: true });
  await Promise.all([phone.close(), lawyerContext.close(), clientContext.close()]);
});
