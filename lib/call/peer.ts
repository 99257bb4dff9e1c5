import type { CallEvent, CallEventInput, CandidateCounts, IceServer } from '@/lib/dto/video-call';
import { lighterAudioSdp } from './audio-sdp';
import { audioEncoding, videoEncoding, type CallMode, type EncodingCaps } from '@/lib/rules/call-mode';

type PeerRole = 'offerer' | 'answerer';
export type MediaKind = 'audio' | 'video';

export type PeerOptions = {
  /**
   * The lawyer always offers and the client always answers: a fixed offerer means no glare. (With
   * both offering at once, Chromium's rollback of the polite side's first offer left its answer
   * without relay candidates, and a relay-only call never connected.)
   */
  role: PeerRole;
  /** The connection's id: made by the offerer, carried by every offer, answer and candidate of it. */
  conn: string;
  iceServers: IceServer[];
  iceTransportPolicy: 'all' | 'relay';
  callType: 'VIDEO' | 'PHONE';
  send: (event: CallEventInput) => void;
  onTrack: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState) => void;
  /** Tests pass a fake; the browser's RTCPeerConnection otherwise. */
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
};

export function newConnectionId(): string {
  return crypto.randomUUID();
}

/** The media kinds a call carries: a phone consultation is sound only. */
function callKinds(callType: 'VIDEO' | 'PHONE'): MediaKind[] {
  return callType === 'VIDEO' ? ['audio', 'video'] : ['audio'];
}

/**
 * One RTCPeerConnection of a 1:1 call with a fixed offerer. The offerer (re)negotiates whenever the
 * browser asks (an ICE restart); the answerer only answers. A new connection on the offerer's side
 * has a new `conn`, so the answerer knows to start over and drops signals of old ones.
 *
 * Each media kind of the call has one send-and-receive transceiver for the connection's whole life,
 * made before anything is sent: the offerer adds them, the answerer takes the ones the offer made.
 * Whatever the local side sends — a camera turned back on, another microphone, a camera reopened
 * after a phone stopped it in the background, or nothing at all — is then a `replaceTrack` on that
 * transceiver's sender, never a renegotiation, and never a missing sender.
 */
export class Peer {
  readonly pc: RTCPeerConnection;
  readonly conn: string;
  /** ICE restarts this connection went through (the recovery's first step). */
  restarts = 0;
  private remote = new MediaStream();
  private closed = false;
  private readonly kinds: MediaKind[];
  private readonly transceivers = new Map<MediaKind, RTCRtpTransceiver>();
  /** What the local side wants to send per kind; applied to a transceiver as soon as it exists. */
  private readonly sending = new Map<MediaKind, MediaStreamTrack | null>();
  /** The call's mode (lib/rules/call-mode.ts): the senders' caps, and whether video is sent at all. */
  private mode: CallMode = 'video';

  constructor(private readonly options: PeerOptions) {
    this.conn = options.conn;
    this.kinds = callKinds(options.callType);
    const config: RTCConfiguration = { iceServers: options.iceServers, iceTransportPolicy: options.iceTransportPolicy };
    this.pc = options.createConnection ? options.createConnection(config) : new RTCPeerConnection(config);
    this.pc.onnegotiationneeded = () => {
      if (options.role === 'offerer') void this.offer();
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (this.closed) return;
      options.send({
        kind: 'candidate',
        conn: this.conn,
        candidate: candidate
          ? {
              candidate: candidate.candidate,
              sdpMid: candidate.sdpMid,
              sdpMLineIndex: candidate.sdpMLineIndex,
              usernameFragment: candidate.usernameFragment,
            }
          : null,
      });
    };
    this.pc.ontrack = ({ track }) => {
      this.remote
        .getTracks()
        .filter((t) => t.kind === track.kind)
        .forEach((t) => this.remote.removeTrack(t));
      this.remote.addTrack(track);
      // A new MediaStream object makes React and the media element pick the change up.
      this.remote = new MediaStream(this.remote.getTracks());
      options.onTrack(this.remote);
    };
    this.pc.onconnectionstatechange = () => options.onState(this.pc.connectionState);
    if (options.role === 'offerer') {
      for (const kind of this.kinds) this.transceivers.set(kind, this.pc.addTransceiver(kind, { direction: 'sendrecv' }));
    }
  }

  private async offer(): Promise<void> {
    if (this.closed || this.pc.signalingState !== 'stable') return;
    try {
      await this.pc.setLocalDescription();
      const d = this.pc.localDescription;
      if (d && d.type === 'offer' && !this.closed)
        this.options.send({ kind: 'offer', conn: this.conn, description: { type: 'offer', sdp: lighterAudioSdp(d.sdp) } });
    } catch (error) {
      console.warn('[call] offer failed', error);
    }
  }

  /**
   * Sends `track` for its kind from now on, or nothing (null: mute, camera off — not black frames or
   * silence). Safe at any moment: before the answerer has seen the offer it is remembered.
   */
  async setTrack(kind: MediaKind, track: MediaStreamTrack | null): Promise<void> {
    if (!this.kinds.includes(kind)) return;
    this.sending.set(kind, track);
    await this.send(kind);
  }

  /**
   * The call's mode from now on: data saver caps what the senders send (setParameters: bitrate, frame
   * rate, resolution), audio only sends no video (no track, encoding inactive). No renegotiation.
   */
  async setMode(mode: CallMode): Promise<void> {
    if (mode === this.mode) return;
    this.mode = mode;
    for (const kind of this.kinds) await this.send(kind);
  }

  /** Puts what `kind` should send now on its transceiver, with the mode's caps; one at a time (setParameters must not interleave). */
  private send(kind: MediaKind): Promise<void> {
    const next = this.sendQueue.then(() => this.sendNow(kind));
    this.sendQueue = next.catch(() => undefined);
    return next;
  }

  private sendQueue: Promise<void> = Promise.resolve();

  private async sendNow(kind: MediaKind): Promise<void> {
    const transceiver = this.transceivers.get(kind);
    if (!transceiver || this.closed) return;
    const wanted = this.sending.get(kind) ?? null;
    const track = kind === 'video' && this.mode === 'audio' ? null : wanted;
    try {
      if (transceiver.sender.track !== track) await transceiver.sender.replaceTrack(track);
      await this.cap(
        transceiver.sender,
        kind === 'video' ? videoEncoding(this.mode, wanted?.getSettings().height ?? 0) : audioEncoding(this.mode),
      );
    } catch (error) {
      console.warn('[call] sending failed', kind, error);
    }
  }

  /** Sets the sender's one encoding to `caps` (a cap the mode does not name is lifted). */
  private async cap(sender: RTCRtpSender, caps: EncodingCaps): Promise<void> {
    const params = sender.getParameters();
    const [encoding] = params.encodings ?? [];
    // Before negotiation there is no encoding yet: the caps follow once it is done (negotiated()).
    if (!encoding) return;
    let changed = encoding.active !== caps.active;
    encoding.active = caps.active;
    for (const key of ['maxBitrate', 'maxFramerate', 'scaleResolutionDownBy'] as const) {
      // Unset, the browser reads no cap (and 1 for the scale).
      const unset = key === 'scaleResolutionDownBy' ? 1 : undefined;
      if ((encoding[key] ?? unset) === (caps[key] ?? unset)) continue;
      changed = true;
      if (caps[key] === undefined) delete encoding[key];
      else encoding[key] = caps[key];
    }
    if (changed) await sender.setParameters(params);
  }

  /** After an offer or answer: the senders' encodings now exist, so the mode's caps apply. */
  private async negotiated(): Promise<void> {
    if (this.mode === 'video') return;
    for (const kind of this.kinds) await this.send(kind);
  }

  /** The answerer's transceivers come with the first offer: take them and send what is waiting. */
  private async adoptTransceivers(): Promise<void> {
    for (const transceiver of this.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as MediaKind;
      if (!this.kinds.includes(kind) || this.transceivers.has(kind)) continue;
      transceiver.direction = 'sendrecv';
      this.transceivers.set(kind, transceiver);
      await this.send(kind);
    }
  }

  /** A signal of this connection (the caller drops those of other connections). */
  async handle(event: CallEvent): Promise<void> {
    if (this.closed) return;
    try {
      if (event.kind === 'offer' && this.options.role === 'answerer') {
        await this.pc.setRemoteDescription(event.description);
        await this.adoptTransceivers();
        await this.pc.setLocalDescription();
        const d = this.pc.localDescription;
        // The other side sends its sound as this description asks (lib/call/audio-sdp.ts), as this side does as the offer asks.
        if (d && !this.closed)
          this.options.send({ kind: 'answer', conn: this.conn, description: { type: 'answer', sdp: lighterAudioSdp(d.sdp) } });
        await this.negotiated();
      } else if (event.kind === 'answer' && this.options.role === 'offerer') {
        if (this.pc.signalingState === 'have-local-offer') {
          await this.pc.setRemoteDescription(event.description);
          await this.negotiated();
        }
      } else if (event.kind === 'candidate') {
        await this.pc.addIceCandidate(event.candidate ?? undefined);
      }
    } catch (error) {
      console.warn('[call] signal failed', event.kind, error);
    }
  }

  /** Only the offerer restarts ICE (the restart is an offer). */
  restartIce(): void {
    if (this.closed || this.options.role !== 'offerer') return;
    this.restarts++;
    this.pc.restartIce();
  }

  close(): void {
    this.closed = true;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}

export type Quality = 'good' | 'fair' | 'poor' | 'unknown';

/** Connection quality from getStats: round-trip time and inbound packet loss since the last reading. */
export async function readQuality(
  pc: RTCPeerConnection,
  previous: { lost: number; received: number },
): Promise<{ quality: Quality; lost: number; received: number; rttMs: number | null }> {
  const stats = await pc.getStats();
  let rtt: number | null = null;
  let lost = 0;
  let received = 0;
  stats.forEach((s) => {
    if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded' && typeof s.currentRoundTripTime === 'number')
      rtt = s.currentRoundTripTime * 1000;
    if (s.type === 'inbound-rtp') {
      lost += s.packetsLost ?? 0;
      received += s.packetsReceived ?? 0;
    }
  });
  const dLost = Math.max(0, lost - previous.lost);
  const dReceived = Math.max(0, received - previous.received);
  const loss = dLost + dReceived > 0 ? dLost / (dLost + dReceived) : 0;
  const rttMs = rtt as number | null;
  const quality: Quality =
    rttMs === null && dReceived === 0
      ? 'unknown'
      : loss > 0.08 || (rttMs ?? 0) > 600
        ? 'poor'
        : loss > 0.02 || (rttMs ?? 0) > 250
          ? 'fair'
          : 'good';
  return { quality, lost, received, rttMs };
}

/** ICE candidates of each side by type, for a failure report (counts only: no addresses leave the page). */
export async function countCandidates(pc: RTCPeerConnection): Promise<{ local: CandidateCounts; remote: CandidateCounts }> {
  const local: CandidateCounts = { host: 0, srflx: 0, prflx: 0, relay: 0 };
  const remote: CandidateCounts = { host: 0, srflx: 0, prflx: 0, relay: 0 };
  const stats = await pc.getStats();
  stats.forEach((s) => {
    const side = s.type === 'local-candidate' ? local : s.type === 'remote-candidate' ? remote : null;
    const type = (s as { candidateType?: keyof CandidateCounts }).candidateType;
    if (side && type && type in side) side[type]++;
  });
  return { local, remote };
}
