import { linkCounters, megabytes } from './link-stats';
import { Peer } from './peer';
import { SAVER_VIDEO } from '@/lib/rules/call-mode';

// The call's mode on a connection (issue 44), with a fake RTCPeerConnection: what each sender sends
// and with which caps, without renegotiating.

class FakeStream {
  constructor(private tracks: unknown[] = []) {}
  getTracks() {
    return this.tracks;
  }
}
(globalThis as unknown as { MediaStream: unknown }).MediaStream = FakeStream;

type Encoding = RTCRtpEncodingParameters;
function fakeSender() {
  const sender = {
    track: null as MediaStreamTrack | null,
    encodings: [{ active: true }] as Encoding[],
    setCalls: 0,
    replaceTrack: async (t: MediaStreamTrack | null) => void (sender.track = t),
    getParameters: () => ({ transactionId: 'x', encodings: sender.encodings.map((e) => ({ ...e })) }),
    setParameters: async (p: { encodings: Encoding[] }) => {
      sender.setCalls++;
      sender.encodings = p.encodings;
    },
  };
  return sender;
}

function offerer() {
  const senders: Record<string, ReturnType<typeof fakeSender>> = {};
  let negotiations = 0;
  const pc = {
    addTransceiver: (kind: string) => {
      senders[kind] = fakeSender();
      return { sender: senders[kind], receiver: { track: { kind } } };
    },
    close: () => undefined,
    set onnegotiationneeded(_: unknown) {
      negotiations++;
    },
  };
  const peer = new Peer({
    role: 'offerer',
    conn: '00000000-0000-0000-0000-000000000000',
    iceServers: [],
    iceTransportPolicy: 'all',
    callType: 'VIDEO',
    send: () => undefined,
    onTrack: () => undefined,
    onState: () => undefined,
    createConnection: () => pc as unknown as RTCPeerConnection,
  });
  return { peer, senders, negotiations: () => negotiations };
}

const camera = { kind: 'video', getSettings: () => ({ height: 720 }) } as unknown as MediaStreamTrack;
const mic = { kind: 'audio', getSettings: () => ({}) } as unknown as MediaStreamTrack;

it('data saver caps the video sender (bitrate, frame rate, 240 lines) and the audio; video lifts the caps', async () => {
  const { peer, senders, negotiations } = offerer();
  await peer.setTrack('video', camera);
  await peer.setTrack('audio', mic);
  const before = negotiations();
  await peer.setMode('saver');
  expect(senders.video.track).toBe(camera);
  expect(senders.video.encodings[0]).toEqual({
    active: true,
    maxBitrate: SAVER_VIDEO.maxBitrate,
    maxFramerate: SAVER_VIDEO.maxFramerate,
    scaleResolutionDownBy: 3,
  });
  expect(senders.audio.encodings[0].maxBitrate).toBeGreaterThan(0);
  await peer.setMode('video');
  expect(senders.video.encodings[0]).toEqual({ active: true, scaleResolutionDownBy: 1 });
  expect(senders.audio.encodings[0]).toEqual({ active: true });
  // Only the onnegotiationneeded handler set at construction: no new negotiation for a mode.
  expect(negotiations()).toBe(before);
});

it('audio only sends no video (no track, inactive) and takes the camera back when it ends', async () => {
  const { peer, senders } = offerer();
  await peer.setTrack('video', camera);
  await peer.setMode('audio');
  expect(senders.video.track).toBeNull();
  expect(senders.video.encodings[0].active).toBe(false);
  // A camera switched meanwhile is remembered, not sent.
  await peer.setTrack('video', camera);
  expect(senders.video.track).toBeNull();
  await peer.setMode('saver');
  expect(senders.video.track).toBe(camera);
  expect(senders.video.encodings[0].active).toBe(true);
});

it('in video mode nothing is set that was not set before (the default call is as it was)', async () => {
  const { peer, senders } = offerer();
  await peer.setTrack('video', camera);
  await peer.setTrack('audio', mic);
  expect(senders.video.setCalls + senders.audio.setCalls).toBe(0);
});

it('reads the bytes on the wire, the audio loss and the bandwidth estimate of the pair in use', () => {
  const report = new Map<string, Record<string, unknown>>([
    ['t', { type: 'transport', bytesSent: 1_000_000, bytesReceived: 2_500_000, selectedCandidatePairId: 'p2' }],
    ['p1', { type: 'candidate-pair', id: 'p1', availableOutgoingBitrate: 1 }],
    ['p2', { type: 'candidate-pair', id: 'p2', availableOutgoingBitrate: 800_000 }],
    ['a', { type: 'inbound-rtp', kind: 'audio', packetsReceived: 970, packetsLost: 30, bytesReceived: 5 }],
    ['v', { type: 'inbound-rtp', kind: 'video', packetsReceived: 5000, packetsLost: 9, bytesReceived: 5 }],
  ]) as unknown as Parameters<typeof linkCounters>[0];
  expect(linkCounters(report)).toEqual({ bytes: 3_500_000, audioReceived: 970, audioLost: 30, availableBitrate: 800_000 });
  expect(megabytes(3_549_999)).toBe(3.5);
  expect(megabytes(123_600_000)).toBe(124);
});
