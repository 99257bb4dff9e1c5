import { chromium, expect, test, type Browser } from '../fixtures/test';
import { BadLink } from './bad-link';
import {
  A,
  PORT_A,
  PORT_B,
  callsSql,
  closeTestContexts,
  expectFlowing,
  createMeeting,
  createParty,
  joinCall,
  openParty,
  stats,
  watchPage,
} from './fixtures';

// Issue 44: on a bad link — 300 ms round trip, 3 % loss each way, 1 Mbit/s (e2e/calls/bad-link.ts) —
// the call steps down to data saver by itself and says so, with a way back. The client's browser is
// behind the link, the lawyer on the host; both on instance A (no TURN).

let link: BadLink;
let behindLink: Browser;

test.beforeAll(async ({}, testInfo) => {
  link = await BadLink.up({
    id: PORT_A + 1,
    appPorts: [PORT_A, PORT_B],
    shape: { delayMs: 150, loss: 0.03, rateKbit: 1000, queueMs: 400 },
  });
  behindLink = await chromium.launch({ ...testInfo.project.use.launchOptions, executablePath: link.chromium });
});

test.afterEach(closeTestContexts);

test.afterAll(async () => {
  await behindLink?.close();
  if (link) console.log(`link counters: ${await link.down()}`);
});

test('on 300 ms RTT, 3 % loss and 1 Mbit/s the call falls to data saver by itself, says so and offers to go back', async ({ browser }) => {
  const lawyer = await createParty('LAWYER', 'Rosa', 'Weak');
  const client = await createParty('CUSTOMER', 'Ben', 'Weak');
  const meetingId = await createMeeting(lawyer, client);
  // Both chose video (the lobby would otherwise pick by what the browser says of its connection).
  await callsSql(`UPDATE users SET call_mode = 'video' WHERE id IN ($1, $2)`, [lawyer.id, client.id]);
  const lawyerPage = await openParty(browser, A, lawyer);
  watchPage(lawyerPage, lawyer.name);
  const clientPage = await openParty(behindLink, A, client);
  watchPage(clientPage, client.name);
  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  await expect.poll(async () => (await stats(clientPage)).state, { timeout: 45_000 }).toBe('connected');
  await expect(clientPage.locator('main[data-call-mode]')).toHaveAttribute('data-call-mode', 'video');

  // Nobody touched the switch: the client's page saw the loss and stepped down.
  await expect(clientPage.locator('main[data-call-mode]')).toHaveAttribute('data-call-mode', 'saver', { timeout: 60_000 });
  const notice = clientPage.getByRole('status').filter({ hasText: 'Weak connection: switched to data saver to keep the call going.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Back to video' })).toBeVisible();
  // The lawyer's page follows (it caps what it sends too), and the call is still up with video.
  await expect(lawyerPage.locator('main[data-call-mode]')).toHaveAttribute('data-call-mode', 'saver');
  expect((await stats(clientPage)).state).toBe('connected');
  await expect.poll(async () => (await stats(lawyerPage)).framesDecoded).toBeGreaterThan(0);

  // The lawyer's page hears the same loss on what the client sends, and steps down too, saying so.
  const lawyerNotice = lawyerPage
    .getByRole('status')
    .filter({ hasText: 'Weak connection: switched to data saver to keep the call going.' });
  await expect(lawyerNotice).toBeVisible({ timeout: 60_000 });
  // Going back is one tap on each side (the call is in the lighter of the two choices) …
  await notice.getByRole('button', { name: 'Back to video' }).click();
  await expect(notice).toHaveCount(0);
  await expect(clientPage.getByText('Atty. Rosa Weak is on data saver, so the call is too.')).toBeVisible();
  await lawyerNotice.getByRole('button', { name: 'Back to video' }).click();
  // … and the call is in video again, and stays so a while on the same link (not stepped down at once).
  for (const p of [clientPage, lawyerPage]) await expect(p.locator('main[data-call-mode]')).toHaveAttribute('data-call-mode', 'video');
  await expectFlowing(clientPage, 'audioPacketsReceived', { more: 500, timeout: 60_000 });
  for (const p of [clientPage, lawyerPage]) await expect(p.locator('main[data-call-mode]')).toHaveAttribute('data-call-mode', 'video');
});
