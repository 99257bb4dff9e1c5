import { expect, test } from '../fixtures/test';
import { A, closeTestContexts, B, createMeeting, createParty, joinCall, watchedParty } from './fixtures';

// The side panel during the call: comments and files reach the other party live.
// Two browser contexts with Chromium's fake camera and microphone hold a consultation. The client is
// on instance A, the lawyer on instance B (same PostgreSQL; B relays every packet through coturn),
// so the signals cross instances through LISTEN/NOTIFY and the media goes through TURN.

test.afterEach(closeTestContexts);

test('the side panel is live: a comment and a file reach the other party without a reload; the lawyer sees the case; unread count on the closed panel', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Karen', 'Mendoza');
  const client = await createParty('CUSTOMER', 'Luis', 'Perez');
  const meetingId = await createMeeting(lawyer, client);
  const clientPage = await watchedParty(browser, A, client);
  const lawyerPage = await watchedParty(browser, B, lawyer);
  await joinCall(lawyerPage, B, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  const lawyerPanel = lawyerPage.getByRole('complementary', { name: 'Files and comments' });
  await expect(lawyerPanel.getByText("The client's case")).toBeVisible();
  await expect(lawyerPanel.getByText('Unpaid wages')).toBeVisible();

  const clientPanel = clientPage.getByRole('complementary', { name: 'Files and comments' });
  await clientPanel.getByLabel('Add a comment').fill('I brought my payslips from March.');
  const posted = clientPage.waitForResponse((r) => r.url().endsWith(`/meeting/${meetingId}/comment`) && r.request().method() === 'POST');
  await clientPanel.getByRole('button', { name: 'Send' }).click();
  expect((await posted).status()).toBe(200);
  const t0 = Date.now();
  // Pushed over the call's event stream (the panel does not poll): the expect timeout only stops a
  // hung run, the time is logged (scripts/bench/call-signaling.ts measures it).
  await expect(lawyerPanel.getByText('I brought my payslips from March.')).toBeVisible();
  console.log(`comment on the other party's panel ${Date.now() - t0} ms after the POST answered`);

  // The lawyer closes the panel; what the client adds meanwhile is counted on the button.
  await lawyerPage.getByRole('button', { name: 'Close files and comments' }).click();
  await expect(lawyerPanel).toBeHidden();
  await clientPanel.getByLabel('Add a comment').fill('And the contract.');
  await clientPanel.getByRole('button', { name: 'Send' }).click();
  await clientPage
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(lawyerPage.getByRole('button', { name: 'Files and comments, 2 new' })).toBeVisible();
  await lawyerPage.getByRole('button', { name: 'Files and comments, 2 new' }).click();
  await expect(lawyerPanel.getByText('And the contract.')).toBeVisible();
  await expect(lawyerPanel.getByText('contract.pdf')).toBeVisible();
  await expect(lawyerPage.getByTestId('panel-unread')).toHaveCount(0);
});
