/** @jest-environment jsdom */
import { act } from 'react';
import { FakeStream, FakeTrack, installFakeMediaStream } from '@/lib/test/fake-media';
import { actUntil, useDomRoot } from '@/lib/test/dom';
import { estimateMb, weakLinkMb } from '@/lib/reference/call-data';
import type { CallMode } from '@/lib/rules/call-mode';
import { Lobby } from './lobby';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));

// Issue 45 item 6: while the camera is still starting, the lobby said "Audio only: your camera stays
// off." with the box unticked. It says "Starting camera…" until the devices answer, then shows the
// preview; "Audio only" only when the person chose it.
const dom = useDomRoot();

/** getUserMedia that answers when the test says so (a camera takes seconds to start). */
function slowCamera() {
  const pending: (() => void)[] = [];
  const getUserMedia = (constraints: MediaStreamConstraints) =>
    new Promise<MediaStream>((resolve) =>
      pending.push(() =>
        resolve(
          new FakeStream(
            (['audio', 'video'] as const).filter((k) => constraints[k]).map((k) => new FakeTrack(k)),
          ) as unknown as MediaStream,
        ),
      ),
    );
  return { getUserMedia, answer: () => pending.splice(0).forEach((resolve) => resolve()) };
}

beforeAll(() => installFakeMediaStream());
beforeEach(() => {
  localStorage.clear();
  // The meter listens through Web Audio, which jsdom lacks: a context that hears silence.
  (globalThis as unknown as { AudioContext: unknown }).AudioContext = class {
    createAnalyser = () => ({ fftSize: 0, getByteTimeDomainData: (a: Uint8Array) => a.fill(128) });
    createMediaStreamSource = () => ({ connect: () => undefined });
    close = async () => undefined;
  };
  HTMLMediaElement.prototype.play = async () => undefined;
});

function renderLobby(getUserMedia: (c: MediaStreamConstraints) => Promise<MediaStream>, savedMode: CallMode | null = null) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: async () => [], addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  const start = new Date(Date.now() + 60 * 60_000);
  dom.render(
    <Lobby
      meetingId="5c0f3e9a-1b2c-4d5e-8f90-a1b2c3d4e5f6"
      callType="VIDEO"
      start={start.toISOString()}
      end={new Date(start.getTime() + 30 * 60_000).toISOString()}
      opensAt={new Date(start.getTime() - 10 * 60_000).toISOString()}
      peer={{ user_id: 'u1', name: 'Atty. Ana Reyes', picture_url: null }}
      state="not-open-yet"
      savedMode={savedMode}
    />,
  );
}

const note = () => dom.container.querySelector('[data-testid="preview-note"]')?.textContent ?? null;
const preview = () => dom.container.querySelector('video[aria-label="Your camera preview"]');

it('says "Starting camera…" while the camera starts, then shows the preview', async () => {
  const camera = slowCamera();
  renderLobby(camera.getUserMedia);
  expect(note()).toBe('Starting camera…');
  expect(dom.container.textContent).not.toContain('Audio only: your camera stays off.');
  // One "Audio only" in the lobby (issue 57 item 9): the mode choice, no checkbox beside it.
  expect(dom.container.querySelector('input[type="checkbox"]')).toBeNull();
  await act(async () => camera.answer());
  await actUntil(() => preview() !== null);
  expect(preview()).not.toBeNull();
  expect(note()).toBeNull();
});

it('choosing "Audio only" as the call\'s mode turns the camera off in the preview, and video turns it back on', async () => {
  (globalThis as unknown as { fetch: unknown }).fetch = jest.fn(async () => new Response('{}'));
  const camera = slowCamera();
  renderLobby(camera.getUserMedia);
  await act(async () => camera.answer());
  await actUntil(() => preview() !== null);
  const choose = (mode: CallMode) => dom.container.querySelector<HTMLInputElement>(`input[name="call-mode"][value="${mode}"]`)!;
  act(() => choose('audio').click());
  expect(note()).toBe('Audio only: your camera stays off.');
  await act(async () => camera.answer());
  act(() => choose('video').click());
  expect(note()).toBe('Starting camera…');
  await act(async () => camera.answer());
  await actUntil(() => preview() !== null);
  expect(preview()).not.toBeNull();
});

// Issue 44: the lobby says what the meeting's length costs in each mode, offers data saver first on
// mobile data, and keeps the person's choice on their account.
describe('the mode and its data', () => {
  const checked = () => dom.container.querySelector<HTMLInputElement>('input[name="call-mode"]:checked')?.value;
  const onMobileData = (type: string | undefined) =>
    Object.defineProperty(navigator, 'connection', { configurable: true, value: type ? { type, effectiveType: '4g' } : undefined });
  afterEach(() => onMobileData(undefined));

  it("shows each mode's mobile data for the meeting's 30 minutes, and offers data saver first on mobile data", () => {
    onMobileData('cellular');
    renderLobby(slowCamera().getUserMedia);
    const text = dom.container.querySelector('[data-testid="data-estimate"]')!.textContent;
    expect(text).toContain('Mobile data for a 30-minute call');
    expect(text).toContain(`Video: about ${estimateMb('video', 30)} MB`);
    expect(text).toContain(`Data saver: about ${estimateMb('saver', 30)} MB (${weakLinkMb('saver', 30)} MB on a weak link)`);
    expect(text).toContain(`Audio only: about ${estimateMb('audio', 30)} MB`);
    expect(checked()).toBe('saver');
  });

  it('offers video first on Wi-Fi', () => {
    onMobileData('wifi');
    renderLobby(slowCamera().getUserMedia);
    expect(checked()).toBe('video');
  });

  it('offers the saved choice before anything else', () => {
    onMobileData('cellular');
    renderLobby(slowCamera().getUserMedia, 'audio');
    expect(checked()).toBe('audio');
  });

  it("keeps the person's choice on the account", () => {
    const fetchMock = jest.fn(async () => new Response('{}'));
    (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
    renderLobby(slowCamera().getUserMedia);
    act(() => dom.container.querySelector<HTMLInputElement>('input[name="call-mode"][value="audio"]')!.click());
    expect(checked()).toBe('audio');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/auth/account/call-mode',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ mode: 'audio' }) }),
    );
  });
});
