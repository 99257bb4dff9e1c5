/** @jest-environment jsdom */
import { act, useEffect } from 'react';
import type { Peer, PeerOptions } from '@/lib/call/peer';
import type { CallEvent, CallEventInput, VideoCall } from '@/lib/dto/video-call';
import { useDomRoot } from '@/lib/test/dom';
import { usePeerConnection } from './use-peer-connection';

// The connection's recovery on its own, with a fake connection and fake time: when the page starts
// over, when it says the call is not connecting, and what it reports.

type FakePeer = {
  conn: string;
  options: PeerOptions;
  pc: {
    connectionState: RTCPeerConnectionState;
    iceConnectionState: string;
    signalingState: string;
    getStats: () => Promise<Map<string, unknown>>;
  };
  restarts: number;
  closed: boolean;
  handled: CallEvent[];
};

const dom = useDomRoot();
let peers: FakePeer[];
let sent: CallEventInput[];
let connected: string[];
let hook: ReturnType<typeof usePeerConnection>;

function fakePeer(options: PeerOptions): Peer {
  const peer: FakePeer = {
    conn: options.conn,
    options,
    pc: {
      connectionState: 'new',
      iceConnectionState: 'new',
      signalingState: 'stable',
      getStats: async () => new Map([['c1', { type: 'local-candidate', candidateType: 'host' }]]),
    },
    restarts: 0,
    closed: false,
    handled: [],
  };
  peers.push(peer);
  return {
    ...peer,
    get pc() {
      return peer.pc;
    },
    setTrack: async () => undefined,
    setMode: async () => undefined,
    handle: async (e: CallEvent) => void peer.handled.push(e),
    restartIce: () => void peer.restarts++,
    close: () => void (peer.closed = true),
  } as unknown as Peer;
}

function Harness({ call, peerHereSince }: { call: VideoCall | null; peerHereSince: number | null }) {
  const result = usePeerConnection({
    call,
    peerHereSince,
    send: (e) => sent.push(e),
    sendingTrack: () => null,
    onConnected: (conn) => connected.push(conn),
    createPeer: fakePeer,
  });
  useEffect(() => {
    hook = result;
  });
  return <main data-trouble={result.trouble ? 'yes' : 'no'} />;
}

const call = (role: 'LAWYER' | 'CUSTOMER', peerPresent: boolean): VideoCall => ({
  meeting_id: 'm1',
  role,
  call_type: 'VIDEO',
  start_time: '',
  end_time: '',
  join_opens_at: '',
  join_closes_at: '',
  self: { user_id: 'me', name: 'Me', picture_url: null },
  peer: { user_id: 'them', name: 'Them', picture_url: null },
  ice_servers: [],
  ice_transport_policy: 'all',
  peer_present: peerPresent,
  events_after: '0',
});

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};
const setState = (peer: FakePeer, state: RTCPeerConnectionState) =>
  act(() => {
    peer.pc.connectionState = state;
    peer.options.onState(state);
  });

let day = 0;
beforeEach(() => {
  // Each test a day later: the shared clock of useNow must never see time go backwards.
  jest.useFakeTimers({ now: new Date(Date.parse('2026-11-23T10:00:00Z') + day++ * 86_400_000) });
  peers = [];
  sent = [];
  connected = [];
});
afterEach(() => jest.useRealTimers());

it('the lawyer offers at once to a waiting client, starts over after 10 s and 20 s, and says so after 15 s, reporting each attempt', async () => {
  const c = call('LAWYER', true);
  dom.render(<Harness call={c} peerHereSince={Date.now()} />, { query: false });
  act(() => hook.onJoin(c));
  expect(peers).toHaveLength(1);
  await advance(9_900);
  expect(peers).toHaveLength(1);
  await advance(200);
  expect(peers).toHaveLength(2);
  expect(peers[0].closed).toBe(true);
  expect(dom.container.querySelector('main')!.dataset.trouble).toBe('no');
  await advance(5_000);
  expect(dom.container.querySelector('main')!.dataset.trouble).toBe('yes');
  const reports = () => sent.filter((e) => e.kind === 'failure');
  expect(reports()).toEqual([
    expect.objectContaining({
      kind: 'failure',
      conn: peers[1].conn,
      attempt: 1,
      connection: 'new',
      local_candidates: { host: 1, srflx: 0, prflx: 0, relay: 0 },
    }),
  ]);
  expect(reports()[0]).not.toHaveProperty('sdp');
  // The next wait is 20 s from the last try, then 30 s, and each new attempt is reported once.
  await advance(14_800);
  expect(peers).toHaveLength(2);
  await advance(400);
  expect(peers).toHaveLength(3);
  expect(reports()).toHaveLength(2);
  await advance(30_100);
  expect(peers).toHaveLength(4);
  await advance(30_100);
  expect(peers).toHaveLength(5);
  // Connected: the message goes and the backoff starts again from the beginning.
  await setState(peers[4], 'connected');
  expect(dom.container.querySelector('main')!.dataset.trouble).toBe('no');
  expect(hook.nextRetryAt).toBeNull();
});

it('after a drop the lawyer restarts ICE after 2 s (at once when failed) and keeps the connection if that mends it', async () => {
  const c = call('LAWYER', true);
  dom.render(<Harness call={c} peerHereSince={Date.now()} />, { query: false });
  act(() => hook.onJoin(c));
  await setState(peers[0], 'connected');
  await setState(peers[0], 'disconnected');
  await advance(1_900);
  expect(peers[0].restarts).toBe(0);
  await advance(200);
  expect(peers[0].restarts).toBe(1);
  await setState(peers[0], 'failed');
  await advance(10);
  expect(peers[0].restarts).toBe(2);
  await setState(peers[0], 'connected');
  await advance(60_000);
  expect(peers).toHaveLength(1);
  expect(sent.filter((e) => e.kind === 'failure')).toEqual([]);
});

it('the client asks for a new connection after 14 s without one, says so at 15 s, and answers a new offer on a new connection', async () => {
  const c = call('CUSTOMER', true);
  dom.render(<Harness call={c} peerHereSince={Date.now()} />, { query: false });
  await advance(13_900);
  expect(sent).toEqual([]);
  await advance(200);
  expect(sent).toEqual([{ kind: 'presence', state: 'in-call' }]);
  await advance(1_000);
  expect(dom.container.querySelector('main')!.dataset.trouble).toBe('yes');
  expect(sent.filter((e) => e.kind === 'failure')).toEqual([expect.objectContaining({ conn: null, connection: 'none' })]);
  const offer = {
    kind: 'offer',
    conn: '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c',
    description: { type: 'offer', sdp: 'v=0' },
    id: '9',
    from: 'them',
    sent_at: '',
  } as CallEvent;
  act(() => hook.handle(offer, c));
  expect(peers.map((p) => p.conn)).toEqual(['3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c']);
  expect(peers[0].handled).toEqual([offer]);
});

it('nobody else in the call: no attempts, no message', async () => {
  dom.render(<Harness call={call('CUSTOMER', false)} peerHereSince={null} />, { query: false });
  await advance(120_000);
  expect(sent).toEqual([]);
  expect(dom.container.querySelector('main')!.dataset.trouble).toBe('no');
});

it('each connection that comes up is handed to the attendance report with its id; one that never connects is not', async () => {
  const c = call('LAWYER', true);
  dom.render(<Harness call={c} peerHereSince={Date.now()} />, { query: false });
  act(() => hook.onJoin(c));
  await setState(peers[0], 'connecting');
  expect(connected).toEqual([]);
  await setState(peers[0], 'connected');
  expect(connected).toEqual([peers[0].conn]);
  // Not up for 10 s after a drop: a new connection, reported when it comes up.
  await setState(peers[0], 'failed');
  await advance(10_100);
  expect(peers).toHaveLength(2);
  await setState(peers[1], 'connected');
  expect(connected).toEqual([peers[0].conn, peers[1].conn]);
});
