'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useNow } from '@/components/ui/use-now';
import { countCandidates, newConnectionId, Peer, type MediaKind, type PeerOptions } from '@/lib/call/peer';
import { isInTrouble, rebuildDelayMs, RECOVERY } from '@/lib/call/recovery';
import type { CallEvent, CallEventInput, VideoCall } from '@/lib/dto/video-call';
import type { CallMode } from '@/lib/rules/call-mode';

type Options = {
  call: VideoCall | null;
  /** Since when the other party has been in the call (null: not in it). */
  peerHereSince: number | null;
  send: (event: CallEventInput) => void;
  /** What the local side sends for each kind right now (useLocalMedia). */
  sendingTrack: (kind: MediaKind) => MediaStreamTrack | null;
  /** A connection reached `connected` (each time it does): the call page reports the attendance. */
  onConnected?: (conn: string) => void;
  /** The call's mode (useCallMode): each connection sends with its caps, from its start. */
  mode?: CallMode;
  createPeer?: (options: PeerOptions) => Peer;
};

/**
 * Connection: the RTCPeerConnection of the call and how it recovers (lib/call/recovery.ts). The
 * lawyer's page builds a connection when both are in the call and a new one (a new `conn`) whenever
 * the client (re)joins or asks; the client's page answers each new connection. A connection that is
 * not up is mended: the lawyer restarts ICE after a drop, then either side starts over after a
 * bounded, growing wait; after RECOVERY.troubleAfterMs the page says so (`trouble`) and reports what
 * its browser saw to the server, once per attempt.
 *
 * State changes only in callbacks (the connection's events, the other party's signals, timers); the
 * rest — whether it is trying, since when, when the next try is — is derived while rendering.
 */
export function usePeerConnection({
  call,
  peerHereSince,
  send,
  sendingTrack,
  onConnected,
  mode = 'video',
  createPeer = (o) => new Peer(o),
}: Options) {
  const peerRef = useRef<Peer | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  /** This connection has carried media (connected once): a drop keeps the last picture, a new one shows none. */
  const [hasConnected, setHasConnected] = useState(false);
  /** Bumped on every new connection, so the recovery timers start again for it. */
  const [generation, setGeneration] = useState(0);
  /** When the connection state last changed or a new connection was made (the recovery timers run from it). */
  const [changedAt, setChangedAt] = useState(0);
  /** When the call last stopped being connected (null: it has not been connected yet). */
  const [droppedAt, setDroppedAt] = useState<number | null>(null);
  /** When this page last started over (or asked to). */
  const [lastTryAt, setLastTryAt] = useState(0);
  /** New connections since the call was last connected: the backoff's exponent. */
  const [attempt, setAttempt] = useState(0);
  const connectionRef = useRef<RTCPeerConnectionState>('new');
  /** ICE restarts and new connections since the page opened (tests read it from the page). */
  const [recoveries, setRecoveries] = useState(0);
  const factory = useRef(createPeer);
  // Callers may pass new functions on every render; the connection's callbacks stay the same.
  const outside = useRef({ send, sendingTrack, onConnected, mode });
  useEffect(() => {
    outside.current = { send, sendingTrack, onConnected, mode };
  });
  const now = useNow(1000);

  const onState = useCallback((state: RTCPeerConnectionState) => {
    const at = Date.now();
    if (connectionRef.current === 'connected' && state !== 'connected') setDroppedAt(at);
    connectionRef.current = state;
    setConnection(state);
    setChangedAt(at);
    if (state === 'connected') {
      setAttempt(0);
      setHasConnected(true);
    } else if (state === 'new') {
      setHasConnected(false);
    }
  }, []);

  const build = useCallback(
    (c: VideoCall, conn: string) => {
      peerRef.current?.close();
      const peer = factory.current({
        role: c.role === 'LAWYER' ? 'offerer' : 'answerer',
        conn,
        iceServers: c.ice_servers,
        iceTransportPolicy: c.ice_transport_policy,
        callType: c.call_type,
        send: (event) => outside.current.send(event),
        onTrack: setRemote,
        onState: (state) => {
          onState(state);
          if (state === 'connected') outside.current.onConnected?.(conn);
        },
      });
      peerRef.current = peer;
      void peer.setMode(outside.current.mode);
      for (const kind of ['audio', 'video'] as const) void peer.setTrack(kind, outside.current.sendingTrack(kind));
      setRemote(null);
      onState('new');
      setGeneration((g) => g + 1);
      return peer;
    },
    [onState],
  );

  /** Start over: the lawyer with a new connection, the client by asking the lawyer for one. */
  const startOver = useCallback(
    (c: VideoCall) => {
      if (c.role === 'LAWYER') build(c, newConnectionId());
      else outside.current.send({ kind: 'presence', state: 'in-call' });
    },
    [build],
  );

  /** Joined: a lawyer who joins a client already waiting offers at once. */
  const onJoin = useCallback(
    (c: VideoCall) => {
      if (c.role === 'LAWYER' && c.peer_present) build(c, newConnectionId());
    },
    [build],
  );

  /** The other party's events that concern the connection. */
  const handle = useCallback(
    (event: CallEvent, c: VideoCall) => {
      const offerer = c.role === 'LAWYER';
      // The other side (re)joined, or asks to start over: the lawyer makes a new connection.
      if (event.kind === 'presence' && event.state === 'in-call' && !event.snapshot && offerer) build(c, newConnectionId());
      if (event.kind !== 'offer' && event.kind !== 'answer' && event.kind !== 'candidate') return;
      // The client answers each new connection of the lawyer on a new connection of its own.
      if (!offerer && event.kind === 'offer' && peerRef.current?.conn !== event.conn) build(c, event.conn);
      if (peerRef.current && event.conn === peerRef.current.conn) void peerRef.current.handle(event);
    },
    [build],
  );

  const setTrack = useCallback((kind: MediaKind, track: MediaStreamTrack | null) => void peerRef.current?.setTrack(kind, track), []);

  // A new mode reaches the connection at once (no renegotiation: lib/call/peer.ts setMode).
  useEffect(() => {
    void peerRef.current?.setMode(mode);
  }, [mode]);

  useEffect(
    () => () => {
      peerRef.current?.close();
      peerRef.current = null;
    },
    [],
  );

  const trying = call !== null && peerHereSince !== null && connection !== 'connected';
  const tryingSince = trying ? Math.max(peerHereSince, droppedAt ?? 0) : null;
  const offerer = call?.role === 'LAWYER';
  const delay = rebuildDelayMs(offerer ? 'offerer' : 'answerer', attempt);
  // The wait runs from the latest of: trying began, the connection last changed, the last try.
  const nextRetryAt = tryingSince !== null ? Math.max(tryingSince, changedAt, lastTryAt) + delay : null;

  // Recovery. A drop the lawyer's page first tries to mend with an ICE restart (the call keeps its
  // connection); a connection that does not come up — at the start, or after a restart that did not
  // mend it — is started over after rebuildDelayMs, longer each time, up to its bound.
  useEffect(() => {
    if (!call || !trying) return;
    const dropped = connection === 'disconnected' || connection === 'failed';
    const restart =
      dropped && offerer
        ? setTimeout(
            () => {
              peerRef.current?.restartIce();
              setRecoveries((n) => n + 1);
            },
            connection === 'failed' ? 0 : RECOVERY.iceRestartAfterMs,
          )
        : undefined;
    const rebuild = setTimeout(
      () => {
        if (peerRef.current?.pc.connectionState === 'connected') return;
        setAttempt((n) => n + 1);
        setRecoveries((n) => n + 1);
        setLastTryAt(Date.now());
        startOver(call);
      },
      Math.max(0, (nextRetryAt ?? 0) - Date.now()),
    );
    return () => {
      clearTimeout(restart);
      clearTimeout(rebuild);
    };
  }, [call, trying, offerer, connection, generation, nextRetryAt, startOver]);

  const trouble = trying && isInTrouble(tryingSince, now);

  // Every failure is reported once per attempt: the server logs it with the meeting id, the other
  // party's page says the call is not connecting yet.
  useEffect(() => {
    if (!trouble || !call) return;
    const peer = peerRef.current;
    const pc = peer?.pc;
    const startedAt = tryingSince ?? Date.now();
    void (pc ? countCandidates(pc) : Promise.resolve(null)).then(
      (candidates) => {
        const none = { host: 0, srflx: 0, prflx: 0, relay: 0 };
        outside.current.send({
          kind: 'failure',
          conn: peer?.conn ?? null,
          attempt,
          elapsed_ms: Math.max(0, Math.round(Date.now() - startedAt)),
          connection: pc?.connectionState ?? 'none',
          ice: pc?.iceConnectionState ?? 'none',
          signaling: pc?.signalingState ?? 'none',
          local_candidates: candidates?.local ?? none,
          remote_candidates: candidates?.remote ?? none,
        });
      },
      () => undefined,
    );
    // Once per attempt (generation), not on every tick of tryingSince's clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trouble, generation, call]);

  /** "Try again now": a fresh start with the shortest wait. */
  const retryNow = useCallback(() => {
    if (!call) return;
    setAttempt(0);
    setRecoveries((n) => n + 1);
    setLastTryAt(Date.now());
    startOver(call);
  }, [call, startOver]);

  /** Ends this connection (a hang-up, the other party gone, a signed-out page): closed, not "reconnecting". */
  const close = useCallback(() => {
    peerRef.current?.close();
    peerRef.current = null;
    setRemote(null);
    onState('closed');
    setHasConnected(false);
  }, [onState]);

  return {
    peerRef,
    remote,
    connection,
    hasConnected,
    generation,
    recoveries,
    trouble,
    nextRetryAt,
    onJoin,
    handle,
    setTrack,
    retryNow,
    close,
  };
}
