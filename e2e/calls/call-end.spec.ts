import { expect, test } from '../fixtures/test';
import { A, B, callsSql, closeTestContexts, createMeeting, createParty, joinCall, stats, watchedParty } from './fixtures';
import { machineWait } from '../slowdown';

test.afterEach(closeTestContexts);

// Issue 45 items 2 and 3: the end of a consultation is one state. The client hangs up; the lawyer's
// page says she left (never "Reconnecting…" over her last frame), closes its connection and turns
// into the after-call screen; the meeting is settled at once, so a portal tab each party kept open
// drops the live-call banner and shows the meeting completed, and the client can review it now.
// The lawyer is on instance B (TURN), the client on A: the hang-up crosses instances.

test('the client hangs up: the lawyer sees she left, both get the after-call screen, and both portals show the meeting ended', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Rafael', 'Aquino');
  const client = await createParty('CUSTOMER', 'Lorna', 'Dizon');
  const meetingId = await createMeeting(lawyer, client);
  const lawyerPage = await watchedParty(browser, B, lawyer);
  const clientPage = await watchedParty(browser, A, client);

  // Each party keeps a portal tab open on the meeting, beside the call: the banner offers the call.
  const lawyerPortal = await lawyerPage.context().newPage();
  const clientPortal = await clientPage.context().newPage();
  await lawyerPortal.goto(`${B}/lawyer-portal/meeting/${meetingId}`);
  await clientPortal.goto(`${A}/customer-portal/meeting/${meetingId}`);
  for (const portal of [lawyerPortal, clientPortal]) {
    await expect(portal.getByTestId('live-call')).toHaveCount(1);
    await expect(portal.getByText('Confirmed', { exact: true })).toBeVisible();
  }

  await joinCall(lawyerPage, B, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  await expect.poll(async () => (await stats(lawyerPage)).framesDecoded).toBeGreaterThan(0);
  await expect.poll(async () => (await stats(clientPage)).framesDecoded).toBeGreaterThan(0);

  // Whatever the lawyer's page shows from here on is recorded: "Reconnecting…" must never be among it.
  await lawyerPage.evaluate(() => {
    const w = window as unknown as { __sawReconnecting: boolean };
    w.__sawReconnecting = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Reconnecting')) w.__sawReconnecting = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await clientPage.getByRole('button', { name: 'Leave' }).click();

  await expect(lawyerPage.getByText('Lorna Dizon left the call.')).toBeVisible({ timeout: machineWait(2_000) });
  const lawyerAfter = lawyerPage.getByRole('main', { name: 'After the call' });
  await expect(lawyerAfter.getByRole('heading', { name: 'The call has ended' })).toBeVisible();
  expect(await lawyerPage.evaluate(() => (window as unknown as { __sawReconnecting: boolean }).__sawReconnecting)).toBe(false);
  // Hang-up closed the connection: the page has none left open, and no camera.
  await expect.poll(async () => (await stats(lawyerPage)).state).toBe('none');
  const clientAfter = clientPage.getByRole('main', { name: 'After the call' });
  await expect(clientAfter).toContainText('You left the call.');
  await expect.poll(async () => (await stats(clientPage)).state).toBe('none');

  // The meeting moved on at once: the portal tabs drop the banner and say it is completed.
  for (const portal of [lawyerPortal, clientPortal]) {
    await expect(portal.getByTestId('live-call')).toHaveCount(0, { timeout: machineWait(5_000) });
    await expect(portal.getByText('Completed', { exact: true })).toBeVisible({ timeout: machineWait(5_000) });
    await expect(portal.getByRole('link', { name: 'Join meeting' })).toHaveCount(0);
  }
  for (const after of [lawyerAfter, clientAfter]) {
    await expect(after.getByText('Completed', { exact: true })).toBeVisible();
    await expect(after.getByRole('list', { name: 'Call attendance' })).toContainText('Lorna Dizon joined');
  }

  // The after-call screen asks the client for the review now, and the request is in the outbox.
  await expect(clientAfter.getByRole('heading', { name: 'Review this consultation' })).toBeVisible();
  await expect
    .poll(async () =>
      (await callsSql<{ subject: string }>(`SELECT subject FROM outbound_emails WHERE to_address = $1`, [client.email])).map(
        (m) => m.subject,
      ),
    )
    .toContain('How was your consultation with Atty. Rafael Aquino?');
  await clientAfter.locator('label', { hasText: '5 stars' }).click();
  await clientAfter.getByRole('button', { name: 'Submit review' }).click();
  await expect(clientAfter.getByRole('heading', { name: 'Your review' })).toBeVisible();

  // Joining again is refused: the call is over.
  await clientPage.goto(`${A}/customer-portal/meeting/${meetingId}/join`);
  await expect(clientPage.getByText('This call has ended.')).toBeVisible();
});
