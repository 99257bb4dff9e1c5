import { openLocalMedia, type DeviceChoice, type MediaProblem } from './devices';
import type { MediaKind } from './peer';

export type LocalMediaState = {
  /** The live local tracks (the self view shows this stream; a new object on every change). */
  stream: MediaStream;
  muted: boolean;
  cameraOff: boolean;
  problem: MediaProblem;
};

export type LocalMediaDeps = {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  loadChoice: () => DeviceChoice;
  saveChoice: (choice: DeviceChoice) => void;
};

type Listener = (state: LocalMediaState) => void;
type TrackListener = (kind: MediaKind, track: MediaStreamTrack | null) => void;

/**
 * The person's own camera and microphone during a call, and what of them is sent.
 *
 * The rule that makes media controls always come back: the track a kind *sends* is derived from what
 * the person wants (microphone on, camera on) and a live device track, and every change of it goes
 * to `onTrack` (the connection swaps it in with replaceTrack). Turning the camera off stops the camera
 * (its light goes out) and sends nothing; turning it on opens it again. A track that has ended
 * without being asked — a phone stopping the camera while the page was in the background, a headset
 * unplugged — is opened again by `heal()`, which the page runs when it becomes visible, when a track
 * ends, and every few seconds. Operations run one at a time, in order.
 */
export class LocalMedia {
  private stream = new MediaStream();
  private wantAudio = true;
  private wantVideo: boolean;
  private problem: MediaProblem = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<Listener>();
  private readonly trackListeners = new Set<TrackListener>();
  private disposed = false;

  constructor(
    private readonly callType: 'VIDEO' | 'PHONE',
    private readonly deps: LocalMediaDeps,
  ) {
    this.wantVideo = callType === 'VIDEO';
  }

  get state(): LocalMediaState {
    return { stream: this.stream, muted: !this.wantAudio, cameraOff: this.callType === 'VIDEO' && !this.wantVideo, problem: this.problem };
  }

  /** The track to send for `kind` now: a live device track the person has switched on, else null. */
  sendingTrack(kind: MediaKind): MediaStreamTrack | null {
    if (kind === 'audio' ? !this.wantAudio : !this.wantVideo) return null;
    return this.liveTrack(kind);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onTrack(listener: TrackListener): () => void {
    this.trackListeners.add(listener);
    return () => this.trackListeners.delete(listener);
  }

  /** Opens the devices, or takes over the lobby's open ones. */
  start(handed: MediaStream | null): Promise<void> {
    return this.run(async () => {
      if (handed) {
        this.stream = new MediaStream(handed.getTracks());
      } else {
        const media = await openLocalMedia(this.deps.loadChoice(), this.callType === 'VIDEO', this.deps.getUserMedia);
        if (this.disposed) return media.stream.getTracks().forEach((t) => t.stop());
        this.stream = media.stream;
        this.problem = media.problem;
      }
      // No camera (none found, "audio only" in the lobby): the call starts with the camera off.
      if (this.callType === 'VIDEO' && !this.liveTrack('video')) this.wantVideo = false;
      this.changed(['audio', 'video']);
    });
  }

  setMuted(muted: boolean): Promise<void> {
    return this.run(async () => {
      this.wantAudio = !muted;
      if (!muted) await this.reopen('audio');
      // Muting keeps the microphone open (unmuting is instant and needs no new permission).
      const track = this.liveTrack('audio');
      if (track) track.enabled = !muted;
      this.changed(['audio']);
    });
  }

  setCameraOff(off: boolean): Promise<void> {
    return this.run(async () => {
      if (this.callType !== 'VIDEO') return;
      this.wantVideo = !off;
      if (off) this.drop('video');
      else await this.reopen('video');
      this.changed(['video']);
    });
  }

  /** Another camera or microphone: opened first, so a failure leaves the current one running. */
  switchDevice(kind: MediaKind, deviceId: string): Promise<void> {
    return this.run(async () => {
      const opened = await this.open(kind, deviceId, 'exact');
      if (!opened) return;
      this.drop(kind);
      this.add(opened);
      this.deps.saveChoice({ ...this.deps.loadChoice(), [kind === 'audio' ? 'audioId' : 'videoId']: deviceId });
      this.changed([kind]);
    });
  }

  /** Reopens every wanted kind whose device track has ended or gone; resolves to what it reopened. */
  heal(): Promise<MediaKind[]> {
    return this.run(async () => {
      const healed: MediaKind[] = [];
      for (const kind of ['audio', 'video'] as const) {
        const wanted = kind === 'audio' ? this.wantAudio : this.wantVideo && this.callType === 'VIDEO';
        if (!wanted || this.liveTrack(kind)) continue;
        if (await this.reopen(kind)) healed.push(kind);
      }
      if (healed.length) this.changed(healed);
      return healed;
    });
  }

  /** Stops every device (leaving the call, or the page going away). */
  dispose(): void {
    this.disposed = true;
    this.stream.getTracks().forEach((t) => t.stop());
    this.listeners.clear();
    this.trackListeners.clear();
  }

  private liveTrack(kind: MediaKind): MediaStreamTrack | null {
    const track = (kind === 'audio' ? this.stream.getAudioTracks() : this.stream.getVideoTracks())[0];
    return track && track.readyState === 'live' ? track : null;
  }

  /** A live track of `kind` (the chosen device, else any), reopened only if the current one is gone. */
  private async reopen(kind: MediaKind): Promise<boolean> {
    if (this.liveTrack(kind)) return false;
    const choice = this.deps.loadChoice();
    const opened = await this.open(kind, kind === 'audio' ? choice.audioId : choice.videoId);
    if (!opened) return false;
    this.drop(kind);
    this.add(opened);
    return true;
  }

  /**
   * Opens one device: the chosen one `exact`ly when the person picks it now (an `ideal` device id
   * loses to a camera that better fits the size wished for), or `ideal`ly when reopening — the
   * chosen one if it is still there, another otherwise.
   */
  private async open(kind: MediaKind, deviceId: string | undefined, match: 'exact' | 'ideal' = 'ideal'): Promise<MediaStreamTrack | null> {
    const device: MediaTrackConstraints = deviceId ? { deviceId: { [match]: deviceId } } : {};
    const constraints: MediaStreamConstraints =
      kind === 'audio'
        ? { audio: { ...device, echoCancellation: true, noiseSuppression: true } }
        : { video: { ...device, width: { ideal: 1280 }, height: { ideal: 720 } } };
    try {
      const stream = await this.deps.getUserMedia(constraints);
      const track = stream.getTracks().find((t) => t.kind === kind) ?? null;
      stream
        .getTracks()
        .filter((t) => t !== track)
        .forEach((t) => t.stop());
      if (this.disposed) {
        track?.stop();
        return null;
      }
      if (track && kind === 'audio') track.enabled = this.wantAudio;
      return track;
    } catch (error) {
      const name = (error as DOMException).name;
      if (kind === 'audio') this.problem = name === 'NotAllowedError' ? 'denied' : name === 'NotReadableError' ? 'in-use' : 'no-device';
      console.warn('[call] could not open', kind, name);
      return null;
    }
  }

  private add(track: MediaStreamTrack): void {
    this.stream = new MediaStream([...this.stream.getTracks(), track]);
  }

  private drop(kind: MediaKind): void {
    const old = this.stream.getTracks().filter((t) => t.kind === kind);
    old.forEach((t) => t.stop());
    this.stream = new MediaStream(this.stream.getTracks().filter((t) => t.kind !== kind));
  }

  private changed(kinds: MediaKind[]): void {
    if (this.disposed) return;
    for (const kind of kinds) for (const listener of this.trackListeners) listener(kind, this.sendingTrack(kind));
    const state = this.state;
    for (const listener of this.listeners) listener(state);
  }

  private run<T>(operation: () => Promise<T>): Promise<T> {
    const next = this.queue.then(operation, operation);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
