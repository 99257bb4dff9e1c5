import type { CallEvent, CallEventInput, IceServer } from '@/lib/dto/video-call';

export type PeerRole = 'offerer' | 'answerer';

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
};

export function newConnectionId(): string {
  return crypto.randomUUID();
}

/**
 * One RTCPeerConnection of a 1:1 call with a fixed offerer. The offerer (re)negotiates whenever the
 * browser asks (tracks, an ICE restart); the answerer only answers. A new connection on the
 * offerer's side has a new `conn`, so the answerer knows to start over and drops signals of old ones.
 */
export class Peer {
  readonly pc: RTCPeerConnection;
  readonly conn: string;
  private remote = new MediaStream();
  private closed = false;
  private readonly senders = new Map<string, RTCRtpSender>();

  constructor(private readonly options: PeerOptions) {
    this.conn = options.conn;
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers, iceTransportPolicy: options.iceTransportPolicy });
    this.pc.onnegotiationneeded = () => {
      if (options.role === 'offerer') void this.offer();
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (this.closed) return;
      options.send({ kind: 'candidate', conn: this.conn, candidate: candidate ? { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex, usernameFragment: candidate.usernameFragment } : null });
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
    if (this.closed || this.pc.signalingState !== 'stable') return;
    try {
      await this.pc.setLocalDescription();
      const d = this.pc.localDescription;
      if (d && d.type === 'offer' && !this.closed) this.options.send({ kind: 'offer', conn: this.conn, description: { type: 'offer', sdp: d.sdp } });
    } catch (error) {
      console.warn('[call] offer failed', error);
    }
  }

  /**
   * The local tracks. The offerer also offers to receive what it does not send (no camera, a muted
   * microphone that was never opened), so the other side's tracks always have a place in the call.
   */
  addTracks(stream: MediaStream): void {
    for (const track of stream.getTracks()) this.senders.set(track.kind, this.pc.addTrack(track, stream));
    if (this.options.role !== 'offerer') return;
    const kinds = this.options.callType === 'VIDEO' ? (['audio', 'video'] as const) : (['audio'] as const);
    for (const kind of kinds) if (!this.senders.has(kind)) this.pc.addTransceiver(kind, { direction: 'recvonly' });
  }

  /**
   * Swaps the track of one kind without renegotiating: another camera or microphone, or null to
   * stop sending (mute and camera off send nothing at all, not black frames or silence).
   */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    await this.senders.get(kind)?.replaceTrack(track);
  }

  /** A signal of this connection (the caller drops those of other connections). */
  async handle(event: CallEvent): Promise<void> {
    if (this.closed) return;
    try {
      if (event.kind === 'offer' && this.options.role === 'answerer') {
        await this.pc.setRemoteDescription(event.description);
        await this.pc.setLocalDescription();
        const d = this.pc.localDescription;
        if (d && !this.closed) this.options.send({ kind: 'answer', conn: this.conn, description: { type: 'answer', sdp: d.sdp } });
      } else if (event.kind === 'answer' && this.options.role === 'offerer') {
        if (this.pc.signalingState === 'have-local-offer') await this.pc.setRemoteDescription(event.description);
      } else if (event.kind === 'candidate') {
        await this.pc.addIceCandidate(event.candidate ?? undefined);
      }
    } catch (error) {
      console.warn('[call] signal failed', event.kind, error);
    }
  }

  /** Only the offerer restarts ICE (the restart is an offer). */
  restartIce(): void {
    if (!this.closed && this.options.role === 'offerer') this.pc.restartIce();
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
