/** @jest-environment jsdom */
import { act, useEffect } from 'react';
import type { Peer, PeerOptions } from '@/lib/call/peer';
import type { CallEvent, CallEventInput } from '@/lib/dto/video-call';
import { useDomRoot } from '@/lib/test/dom';
import { usePairLink } from './use-pair-link';

// A link of a call of three (issue 63 item 5) with a fake connection: who offers, when, to whom, and its end.

type FakePeer = { conn: string; options: PeerOptions; closed: boolean; handled: CallEvent[] };

const dom = useDomRoot();
let peers: FakePeer[];
let sent: CallEventInput[];
let hook: ReturnType<typeof usePairLink>;

function fakePeer(options: PeerOptions): Peer {
  const peer: FakePeer = { conn: options.conn, options, closed: false, handled: [] };
  peers.push(peer);
  return {
    conn: options.conn,
    pc: { connectionState: 'new' },
    setTrack: async () => undefined,
    setMode: async () => undefined,
    handle: async (e: CallEvent) => void peer.handled.push(e),
    restartIce: () => undefined,
    close: () => void (peer.closed = true),
  } as unknown as Peer;
}

const base = { meeting_id: 'm1', ice_servers: [], ice_transport_policy: 'all' as const, call_type: 'VIDEO' as const };
const event = (e: Record<string, unknown>): CallEvent => ({ id: '1', from: 'guest-1', sent_at: '', ...e }) as CallEvent;

function Harness({ peer, offerer }: { peer: { id: string; name: string } | null; offerer: boolean }) {
  const result = usePairLink({
    call: base,
    peer,
    offerer,
    send: (e) => sent.push(e),
    sendingTrack: () => null,
    mode: 'video',
    createPeer: fakePeer,
  });
  useEffect(() => {
    hook = result;
  });
  return null;
}

beforeEach(() => {
  peers = [];
  sent = [];
});

const guest = { id: 'guest-1', name: 'Lola' };

it('the offerer offers when the guest arrives, addresses its signals to them, and ends the link when they leave or are removed', () => {
  dom.render(<Harness peer={guest} offerer />, { query: false });
  expect(peers).toHaveLength(0);
  act(() => hook.hear(event({ kind: 'presence', state: 'in-call' })));
  expect(peers).toHaveLength(1);
  expect(peers[0].options.role).toBe('offerer');
  act(() => peers[0].options.send({ kind: 'offer', conn: peers[0].conn, description: { type: 'offer', sdp: 'v=0' } }));
  act(() => peers[0].options.send({ kind: 'candidate', conn: peers[0].conn, candidate: null }));
  expect(sent.map((e) => ('to' in e ? e.to : null))).toEqual(['guest-1', 'guest-1']);
  act(() => hook.hear(event({ kind: 'answer', conn: peers[0].conn, description: { type: 'answer', sdp: 'v=0' } })));
  expect(peers[0].handled.map((e) => e.kind)).toEqual(['answer']);
  act(() => hook.hear(event({ kind: 'presence', state: 'left' })));
  expect(peers[0].closed).toBe(true);
  expect(hook.here).toBe(false);

  // Back again, then removed by the lawyer (no one at the other end): the new link is closed too.
  act(() => hook.hear(event({ kind: 'presence', state: 'in-call' })));
  expect(peers).toHaveLength(2);
  dom.render(<Harness peer={null} offerer />, { query: false });
  expect(peers[1].closed).toBe(true);
});

it('an offerer whose page comes when the guest is already in the call offers at once (their presence snapshot)', () => {
  dom.render(<Harness peer={guest} offerer />, { query: false });
  act(() => hook.hear(event({ kind: 'presence', state: 'in-call', snapshot: true })));
  expect(peers).toHaveLength(1);
});

it('the answerer (the guest) answers each offer on its connection, and a failure of the link is not reported to the call', () => {
  dom.render(<Harness peer={{ id: 'lawyer-1', name: 'Atty. Diaz' }} offerer={false} />, { query: false });
  act(() => hook.hear(event({ from: 'lawyer-1', kind: 'presence', state: 'in-call', snapshot: true })));
  expect(peers).toHaveLength(0);
  act(() => hook.hear(event({ from: 'lawyer-1', kind: 'offer', conn: 'c-1', description: { type: 'offer', sdp: 'v=0' } })));
  expect(peers.map((p) => [p.conn, p.options.role])).toEqual([['c-1', 'answerer']]);
  act(() =>
    peers[0].options.send({
      kind: 'failure',
      conn: 'c-1',
      attempt: 0,
      elapsed_ms: 0,
      connection: 'new',
      ice: 'new',
      signaling: 'stable',
      local_candidates: { host: 0, srflx: 0, prflx: 0, relay: 0 },
      remote_candidates: { host: 0, srflx: 0, prflx: 0, relay: 0 },
    }),
  );
  expect(sent).toEqual([]);
});
