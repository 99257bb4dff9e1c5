import { expect, test } from '../fixtures/test';
import {
  A,
  closeTestContexts,
  B,
  createMeeting,
  createParty,
  expectFlowing,
  expectStill,
  joinCall,
  selfViewPlaying,
  sendsTrack,
  sentCameraId,
  stats,
  watchedParty,
} from './fixtures';

// Media across two instances: a video consultation relayed through TURN, a phone consultation
// without video, and the camera turned off, on and switched.
// Two browser contexts with Chromium's fake camera and microphone hold a consultation. The client is
// on instance A, the lawyer on instance B (same PostgreSQL; B relays every packet through coturn),
// so the signals cross instances through LISTEN/NOTIFY and the media goes through TURN.

test.afterEach(closeTestContexts);

test('a video consultation across two instances, relayed through TURN: both see and hear each other; mute, camera off, leave', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Ana', 'Reyes');
  const client = await createParty('CUSTOMER', 'Juan', 'Cruz');
  const meetingId = await createMeeting(lawyer, client);
  const clientPage = await watchedParty(browser, A, client);
  const lawyerPage = await watchedParty(browser, B, lawyer);

  await joinCall(lawyerPage, B, 'lawyer-portal', meetingId);
  await clientPage.goto(`${A}/customer-portal/meeting/${meetingId}/join`);
  await expect(clientPage.getByTestId('peer-presence')).toHaveText('Atty. Ana Reyes is waiting');
  await joinCall(clientPage, A, 'customer-portal', meetingId);

  await expect.poll(async () => (await stats(clientPage)).state).toBe('connected');
  await expect.poll(async () => (await stats(lawyerPage)).state).toBe('connected');
  await expect.poll(async () => (await stats(clientPage)).framesDecoded).toBeGreaterThan(0);
  await expect.poll(async () => (await stats(lawyerPage)).framesDecoded).toBeGreaterThan(0);
  await expect.poll(async () => (await stats(clientPage)).audioPacketsReceived).toBeGreaterThan(0);
  await expect.poll(async () => (await stats(lawyerPage)).audioPacketsReceived).toBeGreaterThan(0);
  // Relay only on B: the lawyer's side of the selected pair is a TURN allocation.
  await expect.poll(async () => (await stats(lawyerPage)).localCandidateType).toBe('relay');

  // Muted, nothing is sent: no audio packet goes out while the camera gives ~30 frames (a second of
  // media; a negative needs a window, and it opens once the sender has no track and its counter stopped).
  await clientPage.getByRole('button', { name: 'Mute microphone' }).click();
  await expect.poll(() => sendsTrack(clientPage, 'audio')).toBe(false);
  await expectStill(clientPage, 'audioPacketsSent', 'cameraFrames', 30);
  // Camera off too: no video frame is encoded while ~50 of the lawyer's audio packets arrive (a second).
  await clientPage.getByRole('button', { name: 'Turn camera off' }).click();
  await expect.poll(() => sendsTrack(clientPage, 'video')).toBe(false);
  await expectStill(clientPage, 'videoFramesEncoded', 'audioPacketsReceived', 50);
  await expect(lawyerPage.getByText('Camera is off')).toBeVisible();
  await clientPage.getByRole('button', { name: 'Unmute microphone' }).click();
  await expectFlowing(clientPage, 'audioPacketsSent');

  await clientPage.getByRole('button', { name: 'Leave' }).click();
  await expect(lawyerPage.getByText('Juan Cruz left the call.')).toBeVisible();
  // The call turns into the after-call screen, with the attendance this call wrote; the meeting page has it too.
  await expect(clientPage.getByRole('main', { name: 'After the call' })).toBeVisible();
  await expect(clientPage.getByRole('list', { name: 'Call attendance' })).toContainText('Juan Cruz joined');
  await clientPage.getByRole('link', { name: 'Back to the meeting' }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/customer-portal/meeting/${meetingId}$`));
  await expect(clientPage.getByRole('list', { name: 'Call attendance' })).toContainText('Juan Cruz joined');
});

test('a phone consultation carries no video track', async ({ browser }) => {
  const lawyer = await createParty('LAWYER', 'Ben', 'Santos');
  const client = await createParty('CUSTOMER', 'Rosa', 'Lim');
  const meetingId = await createMeeting(lawyer, client, { callType: 'PHONE' });
  const clientPage = await watchedParty(browser, A, client);
  const lawyerPage = await watchedParty(browser, A, lawyer);
  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  await expect.poll(async () => (await stats(clientPage)).audioPacketsReceived).toBeGreaterThan(0);
  await expect.poll(async () => (await stats(lawyerPage)).audioPacketsReceived).toBeGreaterThan(0);
  for (const page of [clientPage, lawyerPage]) {
    const s = await stats(page);
    expect(s.sendersWithVideo).toBe(0);
    expect(s.inboundVideo).toBe(false);
  }
  await expect(clientPage.getByText('Phone consultation · audio in your browser')).toBeVisible();
});

test('camera off then on, a camera switch and a camera the system stopped: the other side decodes new frames and the self view plays', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Irene', 'Cruz');
  const client = await createParty('CUSTOMER', 'Jose', 'Rizal');
  const meetingId = await createMeeting(lawyer, client);
  const clientPage = await watchedParty(browser, A, client);
  const lawyerPage = await watchedParty(browser, A, lawyer);
  await joinCall(lawyerPage, A, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  await expect.poll(async () => (await stats(lawyerPage)).framesDecoded).toBeGreaterThan(0);
  await expect.poll(async () => (await stats(clientPage)).framesDecoded).toBeGreaterThan(0);
  await expect.poll(() => selfViewPlaying(clientPage)).toBe(true);

  for (const [who, other] of [
    [clientPage, lawyerPage],
    [lawyerPage, clientPage],
  ] as const) {
    await who.getByRole('button', { name: 'Turn camera off' }).click();
    await expect(other.getByText('Camera is off')).toBeVisible();
    await expect(who.getByTestId('self-video')).toHaveCount(0);
    // No frame is encoded while ~50 of the other side's audio packets arrive (a second of media).
    await expectStill(who, 'videoFramesEncoded', 'audioPacketsReceived', 50);
    await who.getByRole('button', { name: 'Turn camera on' }).click();
    // The other side's video comes back with new frames, and so does this side's self view.
    await expect(other.getByTestId('remote-video')).toBeVisible();
    await expectFlowing(other, 'framesDecoded');
    await expect.poll(() => selfViewPlaying(who)).toBe(true);
    expect(await other.getByTestId('remote-video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  }

  // Another camera, chosen during the call: sent without a new connection, decoded on the other side.
  const pcsBefore = await lawyerPage.evaluate(() => (window as unknown as { __pcs: unknown[] }).__pcs.length);
  const first = await sentCameraId(clientPage);
  await clientPage.getByRole('combobox', { name: 'Camera' }).selectOption({ label: 'fake_device_2' });
  await expect.poll(() => sentCameraId(clientPage)).not.toBe(first);
  expect(await sentCameraId(clientPage)).not.toBe('');
  // More frames than could have been on their way from the first camera.
  await expectFlowing(lawyerPage, 'framesDecoded', { more: 10 });
  await expect.poll(() => selfViewPlaying(clientPage)).toBe(true);
  expect(await lawyerPage.evaluate(() => (window as unknown as { __pcs: unknown[] }).__pcs.length)).toBe(pcsBefore);

  // A phone in the background stops the camera; back in the foreground, the page opens it again.
  await clientPage.evaluate(() => {
    const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((p) => p.connectionState !== 'closed').at(-1)!;
    pc.getSenders()
      .find((s) => s.track?.kind === 'video')!
      .track!.stop();
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => sentCameraId(clientPage)).not.toBe('');
  await expectFlowing(lawyerPage, 'framesDecoded', { more: 10 });
  await expect.poll(() => selfViewPlaying(clientPage)).toBe(true);
});
