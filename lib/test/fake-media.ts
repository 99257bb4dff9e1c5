// Test helper (not a test): the media-capture objects jsdom lacks — MediaStream, MediaStreamTrack —
// and a getUserMedia that hands out fake tracks and records what it was asked.

export class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live';
  enabled = true;
  static count = 0;
  readonly id = `track-${++FakeTrack.count}`;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId = 'default',
  ) {
    super();
  }
  stop(): void {
    this.readyState = 'ended';
  }
  /** What a phone does to the camera in the background: the track ends by itself, with the event. */
  endByBrowser(): void {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  addTrack(track: FakeTrack): void {
    this.tracks.push(track);
  }
  removeTrack(track: FakeTrack): void {
    const i = this.tracks.indexOf(track);
    if (i >= 0) this.tracks.splice(i, 1);
  }
}

/** Installs FakeStream as the global MediaStream for the test file. */
export function installFakeMediaStream(): void {
  (globalThis as unknown as { MediaStream: unknown }).MediaStream = FakeStream;
}

export type GumCall = { audio?: unknown; video?: unknown };

/** A getUserMedia that opens fake devices (or fails with `fail(kind)`), recording each request. */
export function fakeGetUserMedia(options: { fail?: (kind: 'audio' | 'video') => string | null } = {}) {
  const calls: GumCall[] = [];
  const opened: FakeTrack[] = [];
  const getUserMedia = async (constraints: MediaStreamConstraints): Promise<MediaStream> => {
    calls.push({ audio: constraints.audio, video: constraints.video });
    const tracks: FakeTrack[] = [];
    for (const kind of ['audio', 'video'] as const) {
      const wanted = constraints[kind];
      if (!wanted) continue;
      const failure = options.fail?.(kind);
      if (failure) throw Object.assign(new Error(failure), { name: failure });
      const asked =
        typeof wanted === 'object'
          ? ((wanted as MediaTrackConstraints).deviceId as { ideal?: string; exact?: string } | undefined)
          : undefined;
      const deviceId = asked?.exact ?? asked?.ideal ?? 'default';
      tracks.push(new FakeTrack(kind, deviceId));
    }
    opened.push(...tracks);
    return new FakeStream(tracks) as unknown as MediaStream;
  };
  return { getUserMedia, calls, opened };
}
