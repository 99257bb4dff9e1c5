import { chromium, expect, test, type Browser, type Page } from '../fixtures/test';
import { BadLink } from './bad-link';
import {
  A,
  PORT_A,
  PORT_B,
  closeTestContexts,
  createMeeting,
  createParty,
  joinCall,
  mediaStats,
  openParty,
  stats,
  watchPage,
  type Party,
} from './fixtures';

// Real networks: the client's browser sits behind a slow, lossy link — 300 ms round trip, 3 % loss
// each way, 1 Mbit/s, like mobile data in much of the Philippines — and then through an outage. The
// lawyer is on the host. Both use instance A (no TURN): the media goes straight across the link.

const SLOW = { delayMs: 150, loss: 0.03, rateKbit: 1000, queueMs: 400 };
let link: BadLink;
let behindLink: Browser;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  link = await BadLink.up({ id: PORT_A, appPorts: [PORT_A, PORT_B], shape: SLOW });
  behindLink = await chromium.launch({ ...testInfo.project.use.launchOptions, executablePath: link.chromium });
});

test.afterEach(closeTestContexts);

test.afterAll(async () => {
  await behindLink?.close();
  if (link) console.log(`link counters: ${await link.down()}`);
});

async function page(browser: Browser, who: Party): Promise<Page> {
  // The sign-in goes from the test process; the cookie then travels with the browser's requests.
  const p = await openParty(browser, A, who);
  watchPage(p, who.name);
  return p;
}

async function call(browser: Browser, names: [string, string]) {
  const lawyer = await createParty('LAWYER', names[0], 'Link');
  const client = await createParty('CUSTOMER', names[1], 'Link');
  const meetingId = await createMeeting(lawyer, client);
  return { meetingId, lawyerPage: await page(browser, lawyer), clientPage: await page(behindLink, client) };
}

test('over 300 ms RTT, 3 % loss and 1 Mbit/s the call connects, audio flows and video still decodes, smaller or slower', async ({
  browser,
}) => {
  const { meetingId, lawyerPage, clientPage } = await call(browser, ['Rosa', 'Ben']);
  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  const started = Date.now();
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  await expect.poll(async () => (await stats(clientPage)).state, { timeout: 45_000 }).toBe('connected');
  const connectedAfter = Date.now() - started;
  // Audio both ways, video both ways.
  for (const p of [lawyerPage, clientPage]) {
    await expect.poll(async () => (await mediaStats(p)).audioPacketsReceived, { timeout: 30_000 }).toBeGreaterThan(50);
    await expect.poll(async () => (await mediaStats(p)).framesDecoded, { timeout: 30_000 }).toBeGreaterThan(10);
  }
  // Ten seconds of the call over the link, read on the lawyer's side (what the client's uplink carries).
  const first = await mediaStats(lawyerPage);
  await lawyerPage.waitForTimeout(10_000);
  const last = await mediaStats(lawyerPage);
  const source = await mediaStats(clientPage);
  const fps = (last.framesDecoded - first.framesDecoded) / 10;
  const audioLoss =
    (last.audioPacketsLost - first.audioPacketsLost) /
    Math.max(1, last.audioPacketsReceived - first.audioPacketsReceived + last.audioPacketsLost - first.audioPacketsLost);
  const concealed = (last.concealedSamples - first.concealedSamples) / Math.max(1, last.totalSamples - first.totalSamples);
  console.log(
    `bad link: connected ${connectedAfter} ms after Join; rtt ${last.rttMs} ms; video ${fps.toFixed(1)} fps at ${last.frameHeight}p (camera ${source.sourceFps} fps at ${source.sourceHeight}p); ` +
      `audio packet loss ${(audioLoss * 100).toFixed(1)} %, concealed ${(concealed * 100).toFixed(1)} % of samples`,
  );
  // The link's delay, as WebRTC measures it (polled: a sample can come between two consent checks).
  await expect.poll(async () => (await mediaStats(lawyerPage)).rttMs ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(280);
  expect(fps).toBeGreaterThan(1);
  expect(last.audioPacketsReceived - first.audioPacketsReceived).toBeGreaterThan(200);
  // Adapted to the link: fewer lines or fewer frames than the camera gives.
  expect(last.frameHeight < source.sourceHeight || fps < source.sourceFps * 0.9).toBe(true);
});

test('a 10-second outage drives the call to disconnected and it recovers without a reload', async ({ browser }) => {
  link.reshape({ delayMs: 20, loss: 0, rateKbit: 20_000 });
  const { meetingId, lawyerPage, clientPage } = await call(browser, ['Sara', 'Dan']);
  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  for (const p of [lawyerPage, clientPage])
    await expect.poll(async () => (await stats(p)).framesDecoded, { timeout: 30_000 }).toBeGreaterThan(0);
  for (const p of [lawyerPage, clientPage]) await p.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const recoveriesBefore = Number(await lawyerPage.locator('main[data-recoveries]').getAttribute('data-recoveries'));

  const seen = { lawyer: new Set<string>(), client: new Set<string>() };
  link.outage(true);
  const outageEnds = Date.now() + 10_000;
  let frozen = 0;
  try {
    await lawyerPage.waitForTimeout(1000);
    frozen = (await stats(lawyerPage)).framesDecoded;
    while (Date.now() < outageEnds) {
      seen.lawyer.add((await lawyerPage.locator('main[data-connection]').getAttribute('data-connection')) ?? '');
      seen.client.add((await clientPage.locator('main[data-connection]').getAttribute('data-connection')) ?? '');
      await lawyerPage.waitForTimeout(250);
    }
    // Nothing got through while the link was down.
    expect((await stats(lawyerPage)).framesDecoded - frozen).toBeLessThan(5);
  } finally {
    link.outage(false);
  }
  const back = Date.now();
  await expect.poll(async () => (await stats(lawyerPage)).state, { timeout: 60_000 }).toBe('connected');
  await expect.poll(async () => (await stats(clientPage)).state, { timeout: 60_000 }).toBe('connected');
  for (const p of [lawyerPage, clientPage]) {
    const before = (await stats(p)).framesDecoded;
    await expect.poll(async () => (await stats(p)).framesDecoded, { timeout: 60_000 }).toBeGreaterThan(before);
  }
  const recoveredAfter = Date.now() - back;
  console.log(
    `outage: lawyer saw ${[...seen.lawyer].join(', ')}; client saw ${[...seen.client].join(', ')}; frames again ${recoveredAfter} ms after the link came back`,
  );
  expect([...seen.lawyer, ...seen.client].some((s) => s === 'disconnected' || s === 'failed')).toBe(true);
  // Mended by the page (an ICE restart or a new connection), not by a reload.
  expect(Number(await lawyerPage.locator('main[data-recoveries]').getAttribute('data-recoveries'))).toBeGreaterThan(recoveriesBefore);
  for (const p of [lawyerPage, clientPage])
    expect(await p.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
