import { expect, test } from '../fixtures/test';
import { A, B, callsSql, closeTestContexts, createMeeting, createParty, openParty, watchPage } from './fixtures';
import { machineWait } from '../slowdown';

test.afterEach(closeTestContexts);

// Issue 23, "nobody waits unseen": the lawyer sits on the dashboard (instance B) while the client
// enters the lobby and joins the call (instance A). Without a reload the dashboard shows the call
// once its window opens, then that the client is waiting; the lawyer hears of it exactly once (a
// notification and an e-mail), and "Join now" leads to the join page with the camera allowed.

test('the client waits in the call while the lawyer is on the dashboard: a live Join now banner, one notification, one e-mail', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Lara', 'Mendoza');
  const client = await createParty('CUSTOMER', 'Juan', 'Cruz');
  // Polls every 12 s, and a loaded machine is slow to sign in and to open the lobby.
  test.setTimeout(machineWait(180_000));
  // The join window opens 10 minutes before the start: not while the dashboard loads.
  const meetingId = await createMeeting(lawyer, client, { startInMinutes: 15 });
  const lawyerPage = await openParty(browser, B, lawyer);
  watchPage(lawyerPage, lawyer.name);
  const clientPage = await openParty(browser, A, client);
  watchPage(clientPage, client.name);

  await lawyerPage.goto(`${B}/lawyer-portal`);
  await lawyerPage.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  // Today's meeting counts among the upcoming ones (the 'upcoming' list alone starts tomorrow).
  await expect(lawyerPage.getByRole('link', { name: /Upcoming meetings/ })).toHaveText(/^Upcoming meetings\s*1$/);
  const banner = lawyerPage.getByRole('region', { name: 'Calls you can join now' });
  await expect(banner).toHaveCount(0);

  // The meeting moves to start in 10 minutes: its window opens now, and the banner appears by itself
  // on the dashboard's next poll (every 12 s; the timeouts below only stop a hung run).
  const poll = { timeout: machineWait(60_000) };
  await callsSql(`UPDATE meetings SET start_at = now() + interval '600 seconds', end_at = now() + interval '2400 seconds' WHERE id = $1`, [
    meetingId,
  ]);
  await expect(banner).toBeVisible(poll);
  await expect(banner).toContainText('Video consultation with Juan Cruz');
  await expect(banner).toContainText(/Starts at \d{1,2}:\d{2} [AP]M/);

  // The client enters the lobby, then joins the call.
  await clientPage.goto(`${A}/customer-portal/meeting/${meetingId}/join`);
  await expect(banner.getByText('Juan Cruz is waiting')).toBeVisible(poll);
  await expect(banner).toContainText('In the waiting room');
  await clientPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(clientPage.getByRole('main', { name: 'Consultation call' })).toBeVisible();
  await expect(banner).toContainText('In the call', poll);
  expect(await lawyerPage.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // Told once, though both the lobby and the join announced the client.
  await expect
    .poll(() => callsSql<{ title: string; url: string }>(`SELECT title, url FROM notifications WHERE user_id = $1`, [lawyer.id]))
    .toEqual([{ title: 'Your client is waiting', url: `/lawyer-portal/meeting/${meetingId}/join` }]);
  await expect
    .poll(async () =>
      (
        await callsSql<{ subject: string; text_body: string }>(`SELECT subject, text_body FROM outbound_emails WHERE to_address = $1`, [
          lawyer.email,
        ])
      ).map((m) => ({
        subject: m.subject,
        link: m.text_body.includes(`${A}/lawyer-portal/meeting/${meetingId}/join`),
        who: m.text_body.includes('Juan Cruz is waiting for you'),
      })),
    )
    .toEqual([{ subject: 'Your client is waiting — Join now', link: true, who: true }]);

  // "Join now" is a full page load into the join page, whose policy lets the lobby open the camera.
  await banner.getByRole('link', { name: 'Join now' }).click();
  await expect(lawyerPage).toHaveURL(`${B}/lawyer-portal/meeting/${meetingId}/join`);
  expect(await lawyerPage.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBeUndefined();
  await expect(lawyerPage.getByRole('heading', { name: 'Join your consultation with Juan Cruz' })).toBeVisible();
  await expect(lawyerPage.getByRole('button', { name: 'Join', exact: true })).toBeEnabled();
  await expect(lawyerPage.getByRole('region', { name: 'Calls you can join now' })).toHaveCount(0);
  // Still one: the poll above saw it arrive, so a second now would be a duplicate (nothing to wait for).
  // eslint-disable-next-line local/no-outbox-read-once -- counts after the arrival was awaited
  expect(await callsSql(`SELECT 1 FROM notifications WHERE user_id = $1`, [lawyer.id])).toHaveLength(1);
  // The client, in the call before the lawyer came, was never told the lawyer is waiting.
  expect(await callsSql(`SELECT 1 FROM notifications WHERE user_id = $1`, [client.id])).toHaveLength(0);
});
