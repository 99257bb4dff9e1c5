import { fakeGetUserMedia, FakeStream, FakeTrack, installFakeMediaStream } from '@/lib/test/fake-media';
import type { DeviceChoice } from './devices';
import { LocalMedia } from './local-media';

// The rule behind "media controls always come back": what is sent follows what the person wants,
// from a live device track, and every change reaches the connection (onTrack).

installFakeMediaStream();

function setUp(options: { callType?: 'VIDEO' | 'PHONE'; fail?: (kind: 'audio' | 'video') => string | null; handed?: FakeTrack[] } = {}) {
  const gum = fakeGetUserMedia({ fail: options.fail });
  let choice: DeviceChoice = {};
  const media = new LocalMedia(options.callType ?? 'VIDEO', {
    getUserMedia: gum.getUserMedia,
    loadChoice: () => choice,
    saveChoice: (c) => (choice = c),
  });
  const sent: { kind: string; track: FakeTrack | null }[] = [];
  media.onTrack((kind, track) => sent.push({ kind, track: track as unknown as FakeTrack | null }));
  const lastSent = (kind: 'audio' | 'video') => sent.filter((s) => s.kind === kind).at(-1)?.track ?? null;
  const start = () => media.start(options.handed ? (new FakeStream(options.handed) as unknown as MediaStream) : null);
  return { media, gum, sent, lastSent, start, choice: () => choice };
}

it('starts with the lobby’s tracks and sends them', async () => {
  const mic = new FakeTrack('audio');
  const camera = new FakeTrack('video');
  const { gum, lastSent, start, media } = setUp({ handed: [mic, camera] });
  await start();
  expect(gum.calls).toEqual([]);
  expect(lastSent('audio')).toBe(mic);
  expect(lastSent('video')).toBe(camera);
  expect(media.state).toMatchObject({ muted: false, cameraOff: false });
});

it('camera off stops the camera and sends nothing; camera on opens a new one and sends it', async () => {
  const camera = new FakeTrack('video');
  const { media, lastSent, start, gum } = setUp({ handed: [new FakeTrack('audio'), camera] });
  await start();
  await media.setCameraOff(true);
  expect(camera.readyState).toBe('ended');
  expect(lastSent('video')).toBeNull();
  expect(media.state.cameraOff).toBe(true);
  expect(media.state.stream.getVideoTracks()).toEqual([]);
  await media.setCameraOff(false);
  const fresh = lastSent('video');
  expect(fresh).not.toBeNull();
  expect(fresh).not.toBe(camera);
  expect(fresh!.readyState).toBe('live');
  expect(media.state.stream.getVideoTracks()).toEqual([fresh]);
  expect(gum.calls).toEqual([{ audio: undefined, video: expect.objectContaining({ width: { ideal: 1280 } }) }]);
});

it('mute sends nothing but keeps the microphone; unmute sends it again at once', async () => {
  const mic = new FakeTrack('audio');
  const { media, lastSent, start, gum } = setUp({ handed: [mic] });
  await start();
  await media.setMuted(true);
  expect(lastSent('audio')).toBeNull();
  expect(mic.readyState).toBe('live');
  expect(mic.enabled).toBe(false);
  await media.setMuted(false);
  expect(lastSent('audio')).toBe(mic);
  expect(mic.enabled).toBe(true);
  expect(gum.calls).toEqual([]);
});

it('a microphone that ended while muted is reopened on unmute', async () => {
  const mic = new FakeTrack('audio');
  const { media, lastSent, start } = setUp({ handed: [mic] });
  await start();
  await media.setMuted(true);
  mic.endByBrowser();
  await media.setMuted(false);
  expect(lastSent('audio')).not.toBe(mic);
  expect(lastSent('audio')!.readyState).toBe('live');
});

it('heal() reopens a camera the browser stopped in the background, and only what is wanted', async () => {
  const mic = new FakeTrack('audio');
  const camera = new FakeTrack('video');
  const { media, lastSent, start, gum } = setUp({ handed: [mic, camera] });
  await start();
  expect(await media.heal()).toEqual([]);
  camera.endByBrowser();
  expect(await media.heal()).toEqual(['video']);
  expect(lastSent('video')).not.toBe(camera);
  expect(lastSent('video')!.readyState).toBe('live');
  expect(gum.calls).toHaveLength(1);
  // Camera off on purpose: nothing to heal.
  await media.setCameraOff(true);
  expect(await media.heal()).toEqual([]);
  expect(gum.calls).toHaveLength(1);
});

it('switching camera opens the chosen one first, stops the old, sends the new and remembers it', async () => {
  const camera = new FakeTrack('video');
  const { media, lastSent, start, choice, gum } = setUp({ handed: [new FakeTrack('audio'), camera] });
  await start();
  await media.switchDevice('video', 'camera-2');
  expect(camera.readyState).toBe('ended');
  expect(lastSent('video')).toMatchObject({ deviceId: 'camera-2', readyState: 'live' });
  expect(choice().videoId).toBe('camera-2');
  // The chosen camera exactly: an "ideal" one loses to a camera that better fits the wished size.
  expect(gum.calls.at(-1)!.video).toMatchObject({ deviceId: { exact: 'camera-2' } });
});

it('a camera that cannot be opened leaves the current one running', async () => {
  const camera = new FakeTrack('video');
  const { media, start, lastSent } = setUp({
    handed: [new FakeTrack('audio'), camera],
    fail: (k) => (k === 'video' ? 'NotReadableError' : null),
  });
  await start();
  await media.switchDevice('video', 'camera-2');
  expect(camera.readyState).toBe('live');
  expect(lastSent('video')).toBe(camera);
});

it('a video call without a camera starts with the camera off and sound only', async () => {
  const { media, start, lastSent } = setUp({ fail: (k) => (k === 'video' ? 'NotFoundError' : null) });
  await start();
  expect(media.state.cameraOff).toBe(true);
  expect(lastSent('video')).toBeNull();
  expect(lastSent('audio')).not.toBeNull();
});

it('a phone consultation never opens a camera', async () => {
  const { media, start, gum } = setUp({ callType: 'PHONE' });
  await start();
  await media.setCameraOff(false);
  await media.heal();
  expect(gum.calls.every((c) => !c.video)).toBe(true);
  expect(media.state.cameraOff).toBe(false);
  expect(media.sendingTrack('video')).toBeNull();
});

it('toggles pressed quickly run in order', async () => {
  const { media, start, lastSent } = setUp({ handed: [new FakeTrack('audio'), new FakeTrack('video')] });
  await start();
  await Promise.all([media.setCameraOff(true), media.setCameraOff(false), media.setCameraOff(true)]);
  expect(media.state.cameraOff).toBe(true);
  expect(lastSent('video')).toBeNull();
  expect(media.state.stream.getVideoTracks()).toEqual([]);
});
