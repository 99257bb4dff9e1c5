import { expect, test, type Page } from '../fixtures/test';
import { A, B, closeTestContexts, createMeeting, createParty, joinCall, recordPeerConnections, watchPage, watchedParty } from './fixtures';
import { machineWait } from '../slowdown';

// Issue 63 item 5, a relative on the call: the client invites one person, who opens the link in a browser with
// no account and waits until the lawyer admits them; then the call is three-way (a full mesh: each page has a
// connection with each of the two others). The lawyer removes them, and their link stops working; a fourth
// browser with the same link is refused. The client is on instance A, the lawyer on B (every candidate relayed
// through coturn), the relative on A: the signals cross instances through LISTEN/NOTIFY.

test.afterEach(closeTestContexts);

type Link = { state: string; framesDecoded: number; audioPacketsReceived: number };

/** Every live connection of the page with what it received (a page of a call of three has two). */
async function links(page: Page): Promise<Link[]> {
  return page.evaluate(async () => {
    const all = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((p) => p.connectionState !== 'closed');
    return Promise.all(
      all.map(async (pc) => {
        const out = { state: pc.connectionState as string, framesDecoded: 0, audioPacketsReceived: 0 };
        (await pc.getStats()).forEach((s: Record<string, unknown>) => {
          if (s.type !== 'inbound-rtp') return;
          if (s.kind === 'video') out.framesDecoded += Number(s.framesDecoded ?? 0);
          if (s.kind === 'audio') out.audioPacketsReceived += Number(s.packetsReceived ?? 0);
        });
        return out;
      }),
    );
  });
}

/** How many of the page's connections are up and bring both sound and pictures. */
async function flowingLinks(page: Page): Promise<number> {
  return (await links(page)).filter((l) => l.state === 'connected' && l.framesDecoded > 0 && l.audioPacketsReceived > 0).length;
}

/** A browser with no account (a context of its own), recording its connections. */
async function guestBrowser(browser: import('@playwright/test').Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await recordPeerConnections(page);
  watchPage(page, name);
  return page;
}

test('a relative waits until admitted, then each of three browsers decodes both others; removed, the link stops; a fourth browser is refused', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Lorna', 'Diaz');
  const client = await createParty('CUSTOMER', 'Mario', 'Santos');
  const meetingId = await createMeeting(lawyer, client);
  const clientPage = await watchedParty(browser, A, client);
  const lawyerPage = await watchedParty(browser, B, lawyer);

  // The client invites their mother from the meeting page and copies the link.
  await clientPage.goto(`${A}/customer-portal/meeting/${meetingId}`);
  await clientPage.getByLabel('Their name').fill('Lola Santos');
  await clientPage.getByRole('button', { name: 'Invite', exact: true }).click();
  const url = await clientPage.getByTestId('guest-link').getByRole('textbox').inputValue();
  expect(url).toMatch(new RegExp(`^${A}/call-guest/[A-Za-z0-9_-]{43}$`));
  await expect(clientPage.getByTestId('meeting-guest')).toContainText('Lola Santos is invited.');

  await joinCall(lawyerPage, B, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  await expect.poll(() => flowingLinks(clientPage)).toBe(1);

  // The relative opens the link: the lobby, no connection until the lawyer lets them in.
  const relative = await guestBrowser(browser, 'Lola Santos');
  await relative.goto(url);
  await expect(relative.getByTestId('guest-waiting')).toHaveText('Waiting for the lawyer to let you in…');
  const bar = lawyerPage.getByTestId('guest-bar');
  await expect(bar).toContainText('Lola Santos, invited by the client, is waiting to join.');
  await expect(clientPage.getByTestId('guest-bar')).toContainText('Lola Santos, invited by the client, is waiting to join.');
  expect(await links(relative)).toEqual([]);

  // A fourth browser with the same link is refused while the relative holds it.
  const fourth = await guestBrowser(browser, 'a fourth browser');
  await fourth.goto(url);
  await expect(fourth.getByTestId('guest-over')).toHaveText(
    'This invitation was already opened in another browser. Only that browser can join the call.',
  );

  await bar.getByRole('button', { name: 'Admit' }).click();
  await expect(relative.locator('main[data-guest-phase="in-call"]')).toBeVisible();
  // Each browser decodes both others' audio and video: two connections up on each page.
  // The message names the page and every page's links as they stood, so that a failure says where the mesh stopped.
  const pages = { relative, lawyer: lawyerPage, client: clientPage };
  const mesh = async () =>
    JSON.stringify(Object.fromEntries(await Promise.all(Object.entries(pages).map(async ([n, p]) => [n, await links(p)]))));
  for (const [name, page] of Object.entries(pages))
    await expect
      .poll(() => flowingLinks(page), { timeout: machineWait(60_000), message: `${name}'s flowing links` })
      .toBe(2)
      .catch(async (e: Error) => {
        throw new Error(`${e.message}\nlinks of each page: ${await mesh()}`);
      });
  await expect(lawyerPage.getByTestId('guest-tile-video')).toBeVisible();
  await expect(relative.getByTestId('lawyer-tile-video')).toBeVisible();
  await expect(relative.getByTestId('client-tile-video')).toBeVisible();

  // The lawyer removes the relative: their call ends, the lawyer and the client go on together.
  await bar.getByRole('button', { name: 'Remove' }).click();
  await expect(relative.getByTestId('guest-over')).toHaveText('The lawyer removed you from this call. This invitation no longer works.');
  await expect(lawyerPage.getByTestId('guest-tile')).toHaveCount(0);
  await expect.poll(() => flowingLinks(lawyerPage)).toBe(1);
  await expect.poll(() => flowingLinks(clientPage)).toBe(1);
  // The link no longer works, in the relative's browser or any other.
  await relative.goto(url);
  await expect(relative.getByTestId('guest-over')).toHaveText('The lawyer removed you from this call. This invitation no longer works.');

  // The meeting page and the attendance record show who joined.
  const meetingPage = await clientPage.context().newPage();
  await meetingPage.goto(`${A}/customer-portal/meeting/${meetingId}`);
  await expect(meetingPage.getByRole('list', { name: 'Call attendance' })).toContainText('Lola Santos (guest) joined');
  await expect(meetingPage.getByTestId('meeting-guest')).toContainText('The lawyer removed Lola Santos from the call.');
  await meetingPage.close();
});
