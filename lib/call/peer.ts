import type { CallEvent, CallEventInput, IceServer } from '@/lib/dto/video-call';

export type PeerOptions = {
  /** The polite peer gives way when both offer at once (perfect negotiation); the client is polite. */
  polite: boolean;
  iceServers: IceServer[];
  iceTransportPolicy: 'all' | 'relay';
  send: (event: CallEventInput) => void;
  onTrack: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState) => void;
  /**
   * Joining a call the other party is already in: they offer (they rebuild on our arrival), so we
   * hold our own offer back instead of both offering at once; if theirs has not come within
   * `offerWaitMs` we offer after all.
   */
  awaitOffer?: boolean;
  offerWaitMs?: number;
};

/** How long a newcomer waits for the other party's offer before making its own. */
export const OFFER_WAIT_MS = 3000;

/**
 * One RTCPeerConnection with the W3C/MDN perfect-negotiation pattern: either side may (re)negotiate
 * at any time (tracks added or replaced, an ICE restart), glare is resolved by politeness, and an
 * offer that collides is rolled back by the polite side or ignored by the impolite one.
 */
export class Peer {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private remote = new MediaStream();
  private closed = false;
  private awaitingOffer: boolean;
  private offerHeldBack = false;
  private offerWait: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: PeerOptions) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers, iceTransportPolicy: options.iceTransportPolicy });
    this.awaitingOffer = Boolean(options.awaitOffer);
    if (this.awaitingOffer) {
      this.offerWait = setTimeout(() => {
        this.awaitingOffer = false;
        if (this.offerHeldBack) void this.offer();
      }, options.offerWaitMs ?? OFFER_WAIT_MS);
    }
    this.pc.onnegotiationneeded = () => {
      if (this.awaitingOffer) {
        this.offerHeldBack = true;
        return;
      }
      void this.offer();
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (this.closed) return;
      options.send({ kind: 'candidate', candidate: candidate ? { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex, usernameFragment: candidate.usernameFragment } : null });
    };
    this.pc.ontrack = ({ track }) => {
      this.remote.getTracks().filter((t) => t.kind === track.kind).forEach((t) => this.remote.removeTrack(t));
      this.remote.addTrack(track);
      // A new MediaStream object makes React and the media element pick the change up.
      this.remote = new MediaStream(this.remote.getTracks());
      options.onTrack(this.remote);
    };
    this.pc.onconnectionstatechange = () => options.onState(this.pc.connectionState);
  }

  private async offer(): Promise<void> {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      const d = this.pc.localDescription;
      if (d && d.type === 'offer') this.options.send({ kind: 'offer', description: { type: 'offer', sdp: d.sdp } });
    } catch (error) {
      console.warn('[call] offer failed', error);
    } finally {
      this.makingOffer = false;
    }
  }

  private readonly senders = new Map<string, RTCRtpSender>();

  addTracks(stream: MediaStream): void {
    for (const track of stream.getTracks()) this.senders.set(track.kind, this.pc.addTrack(track, stream));
  }

  /**
   * Swaps the track of one kind without renegotiating: another camera or microphone, or null to
   * stop sending (mute and camera off send nothing at all, not black frames or silence).
   */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    await this.senders.get(kind)?.replaceTrack(track);
  }

  async handle(event: CallEvent): Promise<void> {
    if (this.closed) return;
    try {
      if (event.kind === 'offer' || event.kind === 'answer') {
        const description = event.description;
        const collision = description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
        this.ignoreOffer = !this.options.polite && collision;
        if (this.ignoreOffer) return;
        if (description.type === 'offer') this.stopWaiting();
        await this.pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await this.pc.setLocalDescription();
          const d = this.pc.localDescription;
          if (d) this.options.send({ kind: 'answer', description: { type: 'answer', sdp: d.sdp } });
        }
      } else if (event.kind === 'candidate') {
        try {
          await this.pc.addIceCandidate(event.candidate ?? undefined);
        } catch (error) {
          if (!this.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.warn('[call] signal failed', event.kind, error);
    }
  }

  /** Their offer came: our answer carries our tracks, so the held-back offer is not needed. */
  private stopWaiting(): void {
    this.awaitingOffer = false;
    this.offerHeldBack = false;
    clearTimeout(this.offerWait);
  }

  restartIce(): void {
    if (!this.closed) this.pc.restartIce();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.offerWait);
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}

export type Quality = 'good' | 'fair' | 'poor' | 'unknown';

/** Connection quality from getStats: round-trip time and inbound packet loss since the last reading. */
export async function readQuality(pc: RTCPeerConnection, previous: { lost: number; received: number }): Promise<{ quality: Quality; lost: number; received: number; rttMs: number | null }> {
  const stats = await pc.getStats();
  let rtt: number | null = null;
  let lost = 0;
  let received = 0;
  stats.forEach((s) => {
    if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded' && typeof s.currentRoundTripTime === 'number') rtt = s.currentRoundTripTime * 1000;
    if (s.type === 'inbound-rtp') {
      lost += s.packetsLost ?? 0;
      received += s.packetsReceived ?? 0;
    }
  });
  const dLost = Math.max(0, lost - previous.lost);
  const dReceived = Math.max(0, received - previous.received);
  const loss = dLost + dReceived > 0 ? dLost / (dLost + dReceived) : 0;
  const rttMs = rtt as number | null;
  const quality: Quality = rttMs === null && dReceived === 0 ? 'unknown' : loss > 0.08 || (rttMs ?? 0) > 600 ? 'poor' : loss > 0.02 || (rttMs ?? 0) > 250 ? 'fair' : 'good';
  return { quality, lost, received, rttMs };
}
