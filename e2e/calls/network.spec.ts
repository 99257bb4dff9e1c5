import { chromium, expect, test, type Browser, type Page } from '../fixtures/test';
import { AUDIO_PACKET_MS } from '../../lib/rules/call-mode';
import { BadLink } from './bad-link';
import {
  A,
  PORT_A,
  PORT_B,
  closeTestContexts,
  createMeeting,
  createParty,
  expectFlowing,
  joinCall,
  mediaStats,
  openParty,
  stats,
  watchPage,
  type Party,
} from './fixtures';
import { machineWait } from '../slowdown';

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
  await expect.poll(async () => (await stats(clientPage)).state, { timeout: machineWait(45_000) }).toBe('connected');
  const connectedAfter = Date.now() - started;
  // Audio both ways, video both ways.
  for (const p of [lawyerPage, clientPage]) {
    await expect.poll(async () => (await mediaStats(p)).audioPacketsReceived, { timeout: machineWait(30_000) }).toBeGreaterThan(50);
    await expect.poll(async () => (await mediaStats(p)).framesDecoded, { timeout: machineWait(30_000) }).toBeGreaterThan(10);
  }
  // A stretch of the call over the link, read on the lawyer's side (what the client's uplink carries):
  // it ends when five seconds more of the client's audio packets have arrived (AUDIO_PACKET_MS each),
  // a count reached rather than a time waited, so a slow machine measures as much call as a fast one.
  // Rates over it are taken on the browsers' own stats clocks.
  const first = await mediaStats(lawyerPage);
  const firstSource = await mediaStats(clientPage);
  const audioPackets = Math.round(5_000 / AUDIO_PACKET_MS);
  await expect
    .poll(async () => (await mediaStats(lawyerPage)).audioPacketsReceived - first.audioPacketsReceived, {
      timeout: machineWait(60_000),
      message: 'audio keeps arriving over the link',
    })
    .toBeGreaterThanOrEqual(audioPackets);
  const last = await mediaStats(lawyerPage);
  const source = await mediaStats(clientPage);
  const frames = last.framesDecoded - first.framesDecoded;
  const fps = frames / ((last.at - first.at) / 1000);
  // The camera's own rate over the same stretch: the reference the video rate is compared with.
  const cameraFps = (source.sourceFrames - firstSource.sourceFrames) / ((source.at - firstSource.at) / 1000);
  const audioLoss =
    (last.audioPacketsLost - first.audioPacketsLost) /
    Math.max(1, last.audioPacketsReceived - first.audioPacketsReceived + last.audioPacketsLost - first.audioPacketsLost);
  const concealed = (last.concealedSamples - first.concealedSamples) / Math.max(1, last.totalSamples - first.totalSamples);
  console.log(
    `bad link: connected ${connectedAfter} ms after Join; over ${((last.at - first.at) / 1000).toFixed(1)} s: rtt ${last.rttMs} ms; ` +
      `video ${fps.toFixed(1)} fps at ${last.frameHeight}p (camera ${cameraFps.toFixed(1)} fps at ${source.sourceHeight}p); ` +
      `audio packet loss ${(audioLoss * 100).toFixed(1)} %, concealed ${(concealed * 100).toFixed(1)} % of samples`,
  );
  // The link's delay, as WebRTC measures it (polled: a sample can come between two consent checks).
  // (A lower bound: a busy machine only adds to it.)
  // eslint-disable-next-line local/no-duration-assertion -- not a speed budget: the bound is the emulated link's own delay, which proves the browser's media crosses that link
  await expect
    .poll(async () => (await mediaStats(lawyerPage)).rttMs ?? 0, { timeout: machineWait(30_000) })
    .toBeGreaterThanOrEqual(2 * SLOW.delayMs - 20);
  // Video still decodes: more than one frame per second of audio that arrived meanwhile.
  expect(frames).toBeGreaterThan((audioPackets * AUDIO_PACKET_MS) / 1000);
  // Adapted to the link: fewer lines than the camera gives, or fewer frames than it gave meanwhile.
  expect(last.frameHeight < source.sourceHeight || fps < cameraFps * 0.9).toBe(true);
});

test('an outage drives the call to disconnected and it recovers without a reload', async ({ browser }) => {
  link.reshape({ delayMs: 20, loss: 0, rateKbit: 20_000 });
  const { meetingId, lawyerPage, clientPage } = await call(browser, ['Sara', 'Dan']);
  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  for (const p of [lawyerPage, clientPage])
    await expect.poll(async () => (await stats(p)).framesDecoded, { timeout: machineWait(30_000) }).toBeGreaterThan(0);
  for (const p of [lawyerPage, clientPage]) await p.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const recoveries = async () => Number(await lawyerPage.locator('main[data-recoveries]').getAttribute('data-recoveries'));
  const recoveriesBefore = await recoveries();

  // What each page says of its connection, read at every poll below.
  const seen = { lawyer: new Set<string>(), client: new Set<string>() };
  const down = (state: string) => state === 'disconnected' || state === 'failed';
  /** Notes both pages' states; whether the lawyer's has been down. */
  const look = async () => {
    seen.lawyer.add((await lawyerPage.locator('main[data-connection]').getAttribute('data-connection')) ?? '');
    seen.client.add((await clientPage.locator('main[data-connection]').getAttribute('data-connection')) ?? '');
    return [...seen.lawyer].some(down);
  };
  link.outage(true);
  const outageStarted = Date.now();
  try {
    // The link stays down until the pages have noticed and started mending, not for a set time:
    // first the lawyer's browser, hearing nothing for its consent timeout, says disconnected — from
    // then on no frame is on its way —
    await expect.poll(look, { timeout: machineWait(45_000), message: 'the lawyer sees the link is down' }).toBe(true);
    const frozen = await stats(lawyerPage);
    // — then its page starts an ICE restart (RECOVERY.iceRestartAfterMs later). Nothing got through
    // in that window, which the page's own timer sets.
    await expect
      .poll(
        async () => {
          await look();
          return recoveries();
        },
        { timeout: machineWait(45_000), message: "the lawyer's page starts mending the call" },
      )
      .toBeGreaterThan(recoveriesBefore);
    const still = await stats(lawyerPage);
    expect(still.connection, 'the same connection').toBe(frozen.connection);
    expect(still.framesDecoded, 'frames decoded while the link was down').toBe(frozen.framesDecoded);
  } finally {
    link.outage(false);
  }
  const back = Date.now();
  await expect.poll(async () => (await stats(lawyerPage)).state, { timeout: machineWait(60_000) }).toBe('connected');
  await expect.poll(async () => (await stats(clientPage)).state, { timeout: machineWait(60_000) }).toBe('connected');
  for (const p of [lawyerPage, clientPage]) await expectFlowing(p, 'framesDecoded', { timeout: machineWait(60_000) });
  const recoveredAfter = Date.now() - back;
  console.log(
    `outage of ${back - outageStarted} ms: lawyer saw ${[...seen.lawyer].join(', ')}; client saw ${[...seen.client].join(', ')}; ` +
      `frames again ${recoveredAfter} ms after the link came back`,
  );
  // Mended by the page (an ICE restart or a new connection), not by a reload.
  expect(Number(await lawyerPage.locator('main[data-recoveries]').getAttribute('data-recoveries'))).toBeGreaterThan(recoveriesBefore);
  for (const p of [lawyerPage, clientPage])
    expect(await p.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
