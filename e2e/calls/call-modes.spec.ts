import { expect, test, type Page } from '../fixtures/test';
import { estimateMb, weakLinkMb } from '../../lib/reference/call-data';
import { AUDIO_PACKET_MS, LIGHT_AUDIO_MAX_BITRATE, SAVER_VIDEO, wireBitrateBudget } from '../../lib/rules/call-mode';
import {
  A,
  callsSql,
  closeTestContexts,
  createMeeting,
  createParty,
  expectFlowing,
  expectStill,
  joinCall,
  selfViewPlaying,
  stats,
  watchedParty,
} from './fixtures';
import { machineWait } from '../slowdown';

// Issue 44: a consultation in video, data saver or audio only. Both parties on instance A (no TURN),
// Chromium's fake camera and microphone. What is measured is the browsers' own getStats.

test.afterEach(closeTestContexts);

/**
 * The page's video RTP: the encoder's bytes sent (payload, without the retransmissions the link's losses
 * asked for: maxBitrate caps the encoder, not the recovery), what it decodes, on the browser's stats clock.
 */
async function video(page: Page) {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((p) => p.connectionState !== 'closed').at(-1)!;
    const out = { at: 0, sent: 0, framesDecoded: 0, frameHeight: 0, sourceHeight: 0 };
    (await pc.getStats()).forEach((s) => {
      out.at = Math.max(out.at, s.timestamp);
      if (s.type === 'outbound-rtp' && s.kind === 'video') out.sent += (s.bytesSent ?? 0) - (s.retransmittedBytesSent ?? 0);
      if (s.type === 'inbound-rtp' && s.kind === 'video')
        Object.assign(out, { framesDecoded: s.framesDecoded ?? 0, frameHeight: s.frameHeight ?? 0 });
      if (s.type === 'media-source' && s.kind === 'video') out.sourceHeight = s.height ?? 0;
    });
    return out;
  });
}

const mode = (page: Page) => page.locator('main[data-call-mode]');

/** IPv4 and UDP headers, on every packet and outside the transport's byte count: a telco counts them. */
const IP_UDP_BYTES = 28;

/** What the page's connection puts on the wire (transport: RTP, RTCP, STUN, SRTP) and its audio packets, on the browser's stats clock. */
async function wire(page: Page) {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((p) => p.connectionState !== 'closed').at(-1)!;
    const out = { at: 0, bytesSent: 0, packetsSent: 0, audioPacketsSent: 0 };
    (await pc.getStats()).forEach((s) => {
      out.at = Math.max(out.at, s.timestamp);
      if (s.type === 'transport')
        Object.assign(out, { bytesSent: out.bytesSent + (s.bytesSent ?? 0), packetsSent: out.packetsSent + (s.packetsSent ?? 0) });
      if (s.type === 'outbound-rtp' && s.kind === 'audio') out.audioPacketsSent += s.packetsSent ?? 0;
    });
    return out;
  });
}

/** Keeps every camera and microphone track the page opens, to tell whether its camera is running. */
async function recordTracks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks = tracks;
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
}
const cameraRunning = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks.some((t) => t.kind === 'video' && t.readyState === 'live'),
  );

/**
 * The other side's view follows a switch made just now. The test waits for it and prints how much of the
 * call's sound passed meanwhile; it asserts no duration: the ≤ 3 s goal is the bench's
 * (`scripts/bench/call-data.mjs` prints the follow time of each switch). A bound counted in audio packets
 * was still a wall clock — media flows in real time while a saturated CI machine delays the switch's trip
 * through the two instances (306 packets, 6 s, once, beside the main e2e lane and the crash suite).
 */
async function follows(viewer: Page, check: () => Promise<boolean>): Promise<void> {
  const start = (await stats(viewer)).audioPacketsReceived;
  // A minute only keeps a lost switch from hanging the run.
  await expect.poll(check, { intervals: [100], timeout: machineWait(60_000), message: 'the other side follows the switch' }).toBe(true);
  console.log(`followed after ${(await stats(viewer)).audioPacketsReceived - start} audio packets`);
}

test('data saver: the lobby shows each mode’s data and keeps the choice; each side’s video stays under the cap for 30 s and still plays', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Lara', 'Saver');
  const client = await createParty('CUSTOMER', 'Nilo', 'Saver');
  const meetingId = await createMeeting(lawyer, client);
  // Both chose video before (the lobby would otherwise pick by what the browser says of its connection).
  await callsSql(`UPDATE users SET call_mode = 'video' WHERE id IN ($1, $2)`, [lawyer.id, client.id]);
  const clientPage = await watchedParty(browser, A, client);
  const lawyerPage = await watchedParty(browser, A, lawyer);

  // Before the call: the data of a 30-minute call in each mode, from the measured table (typically, and on a weak link where that differs).
  await clientPage.goto(`${A}/customer-portal/meeting/${meetingId}/join`);
  const estimate = clientPage.getByTestId('data-estimate');
  await expect(estimate).toContainText('Mobile data for a 30-minute call');
  await expect(estimate).toContainText(`Video: about ${estimateMb('video', 30)} MB`);
  await expect(estimate).toContainText(`Data saver: about ${estimateMb('saver', 30)} MB (${weakLinkMb('saver', 30)} MB on a weak link)`);
  await expect(estimate).toContainText(`Audio only: about ${estimateMb('audio', 30)} MB`);
  await expect(clientPage.getByRole('radio', { name: /^Video/ })).toBeChecked();
  const saved = clientPage.waitForResponse((r) => r.url().endsWith('/api/v1/auth/account/call-mode') && r.request().method() === 'PUT');
  await clientPage.getByRole('radio', { name: /^Data saver/ }).check();
  expect((await saved).status()).toBe(200);
  // Kept on the account: the next lobby offers it first.
  expect((await callsSql<{ call_mode: string }>('SELECT call_mode FROM users WHERE id = $1', [client.id]))[0].call_mode).toBe('saver');
  await clientPage.reload();
  await expect(clientPage.getByRole('radio', { name: /^Data saver/ })).toBeChecked();

  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  // The client asked for data saver: the lawyer's page caps what it sends too, and says why.
  await expect(mode(clientPage)).toHaveAttribute('data-call-mode', 'saver');
  await expect(mode(lawyerPage)).toHaveAttribute('data-call-mode', 'saver');
  await expect(lawyerPage.getByText('Nilo Saver is on data saver, so the call is too.')).toBeVisible();
  for (const p of [lawyerPage, clientPage]) await expectFlowing(p, 'framesDecoded', { more: 10 });

  const pages = [lawyerPage, clientPage];
  const before = await Promise.all(pages.map(video));
  // 30 s of the call, on the browsers' own stats clock.
  await expect
    .poll(async () => (await video(lawyerPage)).at - before[0].at, { timeout: machineWait(60_000), intervals: [1000] })
    .toBeGreaterThanOrEqual(30_000);
  const after = await Promise.all(pages.map(video));
  for (const [i, who] of ['lawyer', 'client'].entries()) {
    const seconds = (after[i].at - before[i].at) / 1000;
    const bitrate = ((after[i].sent - before[i].sent) * 8) / seconds;
    const fps = (after[i].framesDecoded - before[i].framesDecoded) / seconds;
    console.log(
      `${who}: sent video at ${Math.round(bitrate / 1000)} kbit/s (cap ${SAVER_VIDEO.maxBitrate / 1000}) over ${seconds.toFixed(1)} s; ` +
        `decodes ${fps.toFixed(1)} fps at ${after[i].frameHeight}p (camera ${after[i].sourceHeight}p)`,
    );
    // Stats are sampled between frames, so a window can hold one frame more than its length: one frame at the
    // cap (90 kbit/s at 12 fps: 7.5 kbit) is the measure's own slack (CI-A of 2026-11-28 read 90,016 bit/s).
    const oneFrame = SAVER_VIDEO.maxBitrate / SAVER_VIDEO.maxFramerate / seconds;
    expect(bitrate, `${who}'s outbound video bit/s`).toBeLessThanOrEqual(SAVER_VIDEO.maxBitrate + oneFrame);
    // The other side's video still plays: frames keep coming, at most 240 lines.
    expect(fps, `${who} decodes the other side's video`).toBeGreaterThan(3);
    expect(after[i].frameHeight).toBeGreaterThan(0);
    expect(after[i].frameHeight).toBeLessThanOrEqual(SAVER_VIDEO.maxHeight);
  }
  for (const p of pages) await expect(p.getByTestId('remote-video')).toBeVisible();
});

test('audio only sends and receives no video and shows the monogram; switching mid-call keeps the call, and the other side follows', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Ana', 'Modes');
  const client = await createParty('CUSTOMER', 'Juan', 'Modes');
  const meetingId = await createMeeting(lawyer, client);
  // Both chose video before (the lobby would otherwise pick by what the browser says of its connection).
  await callsSql(`UPDATE users SET call_mode = 'video' WHERE id IN ($1, $2)`, [lawyer.id, client.id]);
  const clientPage = await watchedParty(browser, A, client);
  const lawyerPage = await watchedParty(browser, A, lawyer);
  await recordTracks(clientPage);
  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  for (const p of [lawyerPage, clientPage]) {
    await expect(mode(p)).toHaveAttribute('data-call-mode', 'video');
    await expectFlowing(p, 'framesDecoded', { more: 10 });
  }
  const connections = async (p: Page) => p.evaluate(() => (window as unknown as { __pcs: unknown[] }).__pcs.length);
  const made = [await connections(lawyerPage), await connections(clientPage)];
  const modes = clientPage.getByRole('group', { name: 'Call mode' });

  // Audio only: the lawyer's page shows the client's monogram instead of their video …
  await modes.getByRole('button', { name: 'Audio only' }).click();
  await follows(lawyerPage, async () => (await lawyerPage.getByTestId('remote-video').count()) === 0);
  await expect(lawyerPage.getByRole('region', { name: 'Juan Modes' }).getByTestId('avatar-initials')).toHaveText('JM');
  await expect(mode(lawyerPage)).toHaveAttribute('data-call-mode', 'audio');
  // The client's camera is stopped, not only unsent (its light goes out).
  await expect.poll(() => cameraRunning(clientPage)).toBe(false);
  await expect(clientPage.getByText('Audio only: no video is sent')).toBeVisible();
  // … and no video byte goes either way while a second or more of audio arrives, on either page.
  const secondAndAHalf = Math.round(1_500 / AUDIO_PACKET_MS);
  for (const p of [clientPage, lawyerPage]) {
    await expectStill(p, 'videoBytesSent', 'audioPacketsReceived', secondAndAHalf);
    await expectStill(p, 'videoBytesReceived', 'audioPacketsReceived', secondAndAHalf);
    await expectFlowing(p, 'audioPacketsReceived', { more: 50 });
  }

  // Back to video: the picture returns on the other side.
  await modes.getByRole('button', { name: 'Video', exact: true }).click();
  const framesAtSwitch = (await stats(lawyerPage)).framesDecoded;
  // The client's camera starts again first (it was stopped, not only unsent), then the lawyer decodes new frames.
  await expect.poll(() => selfViewPlaying(clientPage)).toBe(true);
  await follows(
    lawyerPage,
    async () =>
      (await lawyerPage.getByTestId('remote-video').count()) === 1 && (await stats(lawyerPage)).framesDecoded > framesAtSwitch + 5,
  );

  // Data saver from the lawyer's side: the client's view of the lawyer shrinks to at most 240 lines.
  await lawyerPage.getByRole('group', { name: 'Call mode' }).getByRole('button', { name: 'Data saver' }).click();
  await follows(clientPage, async () => {
    const v = await video(clientPage);
    return v.frameHeight > 0 && v.frameHeight <= 240;
  });
  await expect(mode(clientPage)).toHaveAttribute('data-call-mode', 'saver');

  // The call stayed up on its first connection all along, and each page counts the data it used.
  expect([await connections(lawyerPage), await connections(clientPage)]).toEqual(made);
  for (const p of [lawyerPage, clientPage]) {
    expect((await stats(p)).state).toBe('connected');
    await expect(p.locator('main')).toHaveAttribute('data-recoveries', '0');
    await expect(p.getByTestId('data-used')).toContainText(/MB used/);
    expect(Number(await p.getByTestId('data-used').getAttribute('data-bytes'))).toBeGreaterThan(100_000);
  }
});

test('audio only: each side sends its sound in 60 ms packets and stays under the mode’s on-the-wire budget for 20 s', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Tess', 'Light');
  const client = await createParty('CUSTOMER', 'Dado', 'Light');
  const meetingId = await createMeeting(lawyer, client);
  await callsSql(`UPDATE users SET call_mode = 'audio' WHERE id IN ($1, $2)`, [lawyer.id, client.id]);
  const lawyerPage = await watchedParty(browser, A, lawyer);
  const clientPage = await watchedParty(browser, A, client);
  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  const pages = [lawyerPage, clientPage];
  for (const p of pages) {
    await expect(mode(p)).toHaveAttribute('data-call-mode', 'audio');
    await expectFlowing(p, 'audioPacketsReceived', { more: 20 });
  }
  // A few seconds in, Opus has settled at its cap.
  const before = await Promise.all(pages.map(wire));
  await expect
    .poll(async () => (await wire(lawyerPage)).at - before[0].at, { timeout: machineWait(60_000), intervals: [1000] })
    .toBeGreaterThanOrEqual(20_000);
  const after = await Promise.all(pages.map(wire));
  // Issue 63: at most 10 MB a phone per 30 minutes both ways, so each side's upload at most half of it.
  const budget = wireBitrateBudget('audio');
  for (const [i, who] of ['lawyer', 'client'].entries()) {
    const seconds = (after[i].at - before[i].at) / 1000;
    const packets = after[i].packetsSent - before[i].packetsSent;
    const bitrate = ((after[i].bytesSent - before[i].bytesSent + packets * IP_UDP_BYTES) * 8) / seconds;
    const audioPackets = (after[i].audioPacketsSent - before[i].audioPacketsSent) / seconds;
    console.log(
      `${who}: ${Math.round(bitrate / 100) / 10} kbit/s on the wire with IP/UDP (budget ${Math.round(budget / 100) / 10}, Opus cap ` +
        `${LIGHT_AUDIO_MAX_BITRATE / 1000}), ${(packets / seconds).toFixed(1)} packets/s of which audio ${audioPackets.toFixed(1)}, over ${seconds.toFixed(1)} s`,
    );
    expect(bitrate, `${who}'s outbound bit/s on the wire`).toBeLessThanOrEqual(budget);
    // 60 ms packets: ~17 a second (Chromium's default 20 ms sends 50).
    expect(audioPackets, `${who}'s audio packets a second`).toBeLessThanOrEqual((1000 / AUDIO_PACKET_MS) * 1.2);
    expect(audioPackets).toBeGreaterThan((1000 / AUDIO_PACKET_MS) * 0.8);
  }
});
