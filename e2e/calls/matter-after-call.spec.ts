import { expect, test } from '../fixtures/test';
import { A, B, closeTestContexts, createMeeting, createParty, joinCall, stats, watchedParty } from './fixtures';

test.afterEach(closeTestContexts);

// Issue 64, "Done when": the lawyer opens a matter from a completed consultation. Only a call that both
// attended and left completes one, so it is here, beside the calls (the main lane goes on from a paid
// consultation to the court notice, the hearing, the feed and the reminders: e2e/matters.spec.ts).

test('after the call the consultation is completed, and its lawyer opens a matter from it: the title prefilled, the client known', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Carmela', 'Soriano');
  const client = await createParty('CUSTOMER', 'Ramon', 'Pascual');
  const meetingId = await createMeeting(lawyer, client);
  const lawyerPage = await watchedParty(browser, B, lawyer);
  const clientPage = await watchedParty(browser, A, client);

  await joinCall(lawyerPage, B, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  for (const page of [lawyerPage, clientPage]) await expect.poll(async () => (await stats(page)).framesDecoded).toBeGreaterThan(0);
  await clientPage.getByRole('button', { name: 'Leave' }).click();
  await expect(lawyerPage.getByRole('main', { name: 'After the call' }).getByText('Completed', { exact: true })).toBeVisible();

  // The completed consultation's page: "Open a matter", the form prefilled from it.
  await lawyerPage.goto(`${B}/lawyer-portal/meeting/${meetingId}`);
  await expect(lawyerPage.getByText('Completed', { exact: true })).toBeVisible();
  await lawyerPage.getByRole('button', { name: 'Open a matter' }).click();
  const dialog = lawyerPage.getByRole('dialog', { name: 'Open a matter' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Unpaid wages');
  await expect(dialog).toContainText('Ramon Pascual');
  await dialog.getByRole('button', { name: 'Open the matter' }).click();
  await expect(lawyerPage).toHaveURL(/\/lawyer-portal\/matters\/[0-9a-f-]{36}$/);
  const matterId = lawyerPage.url().split('/').pop()!;
  await expect(lawyerPage.getByRole('heading', { level: 1 })).toHaveText('Unpaid wages');

  // The client finds it in their own list, on the other instance.
  await clientPage.goto(`${A}/customer-portal/matters`);
  await expect(clientPage.getByRole('link', { name: /Unpaid wages/ })).toHaveAttribute('href', `/customer-portal/matters/${matterId}`);
});
