import { authSettled, loginAs, mailsTo } from './fixtures/auth';
import { freeSlots, paidMeeting } from './fixtures/booking';
import { expect, test } from './fixtures/users';
import { bookableLawyer } from './fixtures/lawyers';

test.use({ timezoneId: 'Asia/Manila' });

// Issue 24: "Add to calendar" and the PDF receipt after paying and on the meeting page, with one short
// payment reference on the checkout, the meeting page, the confirmation e-mail and in the admin
// console; a client's cancellation reaches both parties' mailboxes with the calendar's cancellation (a
// METHOD:CANCEL .ics) attached.
test('Add to calendar, then the client cancels: both parties get a mail carrying a CANCEL .ics', async ({ browser, customerContext }) => {
  test.setTimeout(120_000);
  const lawyerContext = await browser.newContext();
  const lawyer = await bookableLawyer(browser, lawyerContext);
  await lawyerContext.close();
  const [slot] = (await freeSlots(customerContext.request, lawyer._id, { minDays: 4 })).slice(-1);
  const meetingId = await paidMeeting(customerContext.request, lawyer._id, slot, 'Calendar cancellation check');
  const page = await customerContext.newPage();

  // The paid confirmation offers the .ics: a PUBLISH of the meeting's one UID.
  await page.goto(`/checkout?meeting=${meetingId}`);
  const fromCheckout = page.getByRole('link', { name: 'Add to calendar' });
  await expect(fromCheckout).toHaveAttribute('href', `/api/v1/meeting/${meetingId}/ics`);
  const ics = await customerContext.request.get(`/api/v1/meeting/${meetingId}/ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
  const body = await ics.text();
  expect(body).toContain('\r\nMETHOD:PUBLISH\r\n');
  expect(body.replace(/\r\n /g, '')).toContain(`\r\nUID:meeting-${meetingId}@`);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);

  // One short reference: the checkout's receipt, its PDF, the confirmation e-mail (with the PDF), the meeting page, the admin console.
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const reference = (await receipt.getByText(/^ABG-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/).textContent())!;
  await expect(receipt.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
    'href',
    `/api/v1/meeting/${meetingId}/receipt`,
  );
  const pdf = await customerContext.request.get(`/api/v1/meeting/${meetingId}/receipt`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="receipt-${reference}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect
    .poll(async () =>
      (await mailsTo(browser, customerContext.customer.email))
        .filter((m) => m.subject.startsWith('Booking confirmed') && m.text.includes(`/meeting/${meetingId}`))
        .map((m) => [m.text.includes(`Reference number: ${reference}`), m.attachments.map((a) => a.filename)]),
    )
    .toEqual([[true, ['invite.ics', `receipt-${reference}.pdf`]]]);
  const adminContext = await browser.newContext();
  await loginAs(adminContext, 'admin');
  const admin = await adminContext.newPage();
  await admin.goto('/admin/payments');
  await admin.getByLabel('Find by reference').fill(reference.toLowerCase());
  await admin.getByRole('button', { name: 'Find' }).click();
  await expect(admin).toHaveURL(/reference=/);
  await expect(admin.getByRole('table', { name: 'Payments' }).getByText(reference, { exact: true })).toBeVisible();
  await adminContext.close();

  // The meeting page offers it too; then the client cancels (more than 24 hours ahead: a full refund).
  await page.goto(`/customer-portal/meeting/${meetingId}`);
  await authSettled(page);
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByTestId('payment-reference')).toHaveText(reference);
  await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute('href', `/api/v1/meeting/${meetingId}/receipt`);
  await page.getByRole('button', { name: 'Cancel meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this meeting?' });
  await dialog.getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);

  // Both mailboxes: one cancellation mail about this meeting each, with cancel.ics as METHOD:CANCEL.
  const texts = new Map<string, string>();
  for (const email of [customerContext.customer.email, lawyer.email]) {
    await expect
      .poll(async () => {
        const mails = (await mailsTo(browser, email)).filter(
          (m) => m.subject.startsWith('Cancelled: ') && m.text.includes(`/meeting/${meetingId}`),
        );
        texts.set(email, mails[0]?.text ?? '');
        return mails.map((m) => m.attachments);
      })
      .toEqual([[{ filename: 'cancel.ics', content_type: 'text/calendar; charset=utf-8; method=CANCEL' }]]);
  }
  const toClient = texts.get(customerContext.customer.email);
  expect(toClient).toContain('You cancelled your 30-minute video consultation with Atty. ');
  expect(toClient).toContain('A full refund of ₱');
});
