import PDFDocument from 'pdfkit';
import { request as apiRequest } from '@playwright/test';
import { expect, test, type Page } from './fixtures/test';
import { loginAs, mailsTo } from './fixtures/auth';
import { paidConsultation } from './fixtures/booking';
import { bookableLawyer } from './fixtures/lawyers';
import { expectNoSidewaysScroll, expectWithinWidth } from './fixtures/layout';
import { pageReady } from './fixtures/ready';
import { setChannel, textsTo, uniqueMobile, verifyMobileByApi } from './fixtures/sms';
import { createVerifiedCustomer } from './fixtures/users';

// Issue 64: after a consultation, one matter both sides follow. The lawyer opens it from the consultation's
// page, reads a court notice (a real PDF with a text layer, made here) and confirms the hearing it offers; the
// client sees it on the matter page and in their own calendar feed; the hearing reminders' pass, run as at
// 24 hours before the hearing, texts the client the court and the time with no link and mails the matter's
// link. Then the client's page on a phone, and in Filipino.
//
// The consultation is booked and paid (CONFIRMED): this lane has no call, the only way one becomes COMPLETED;
// opening a matter from a completed one is e2e/calls/matter-after-call.spec.ts.

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

/** POST as the demo admin: in production the dev outboxes and their runs answer the admin only. */
async function postAsAdmin(page: Page, path: string, data: unknown) {
  const admin = await apiRequest.newContext({ baseURL: new URL(page.url()).origin });
  await loginAs(admin, 'admin');
  const res = await admin.post(path, { data });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();
}

test('the lawyer opens a matter from a consultation, confirms the hearing a court notice offers; the client sees it, gets it in their feed, a text without a link and a mail with one the day before', async ({
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

  // The consultation's page: "Open a matter", a short form with the title prefilled and the client shown.
  const lp = await lawyerContext.newPage();
  await lp.goto(`/lawyer-portal/meeting/${meetingId}`);
  await pageReady(lp);
  await lp.getByRole('button', { name: 'Open a matter' }).click();
  const dialog = lp.getByRole('dialog', { name: 'Open a matter' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Annulment consultation');
  await expect(dialog).toContainText(`${client.first_name} ${client.last_name}`);
  await dialog.getByLabel('Case number (optional)').fill('Civil Case No. R-MKT-26-01234');
  await dialog.getByRole('button', { name: 'Open the matter' }).click();
  await expect(lp).toHaveURL(/\/lawyer-portal\/matters\/[0-9a-f-]{36}$/);
  const matterId = lp.url().split('/').pop()!;
  await expect(lp.getByRole('heading', { level: 1 })).toHaveText('Annulment consultation');
  // Back on the consultation, the button leads to the matter.
  await lp.goto(`/lawyer-portal/meeting/${meetingId}`);
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
  await lp
    .getByLabel('Read a court notice (PDF)')
    .setInputFiles({ name: 'notice-of-hearing.pdf', mimeType: 'application/pdf', buffer: pdf });
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
  await cp.getByRole('link', { name: /Annulment consultation/ }).click();
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
