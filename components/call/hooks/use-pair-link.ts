'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MediaKind, Peer, PeerOptions } from '@/lib/call/peer';
import type { CallEvent, CallEventInput, VideoCall } from '@/lib/dto/video-call';
import { callModeOf, type CallMode } from '@/lib/rules/call-mode';
import { usePeerConnection } from './use-peer-connection';

type Options = {
  /** The call this page joined (its relays and type); null until joined. */
  call: Pick<VideoCall, 'ice_servers' | 'ice_transport_policy' | 'call_type' | 'meeting_id'> | null;
  /** The other end of this link: their party id and name; null while there is nobody (a guest not admitted). */
  peer: { id: string; name: string } | null;
  /** Who offers: the first of the pair in the order lawyer, client, guest (no glare: one side only ever offers). */
  offerer: boolean;
  send: (event: CallEventInput) => void;
  sendingTrack: (kind: MediaKind) => MediaStreamTrack | null;
  onConnected?: (conn: string) => void;
  /** This page's mode: the link sends with the lighter of it and the other end's. */
  mode: CallMode;
  /** Tests pass a fake connection. */
  createPeer?: (options: PeerOptions) => Peer;
};

/**
 * One more connection of a call of three (issue 63 item 5: the lawyer, the client and an invited guest, a full
 * mesh): the link between this page and one other party, on usePeerConnection (its recovery included). It
 * hears only that party's signals (`hear`: the page routes them by `from`), addresses its negotiation to them
 * (`to`), and keeps their presence and microphone / camera state. The link is built when both are in the call:
 * the offerer offers when the other end arrives (or is already there); the answerer answers each offer.
 */
export function usePairLink({ call, peer, offerer, send, sendingTrack, onConnected, mode, createPeer }: Options) {
  const [hereSince, setHereSince] = useState<number | null>(null);
  const [media, setMedia] = useState<{ audio: boolean; video: boolean; mode: CallMode | null }>({ audio: true, video: true, mode: null });
  const peerId = peer?.id ?? null;
  const peerName = peer?.name ?? '';
  const pairCall = useMemo<VideoCall | null>(
    () =>
      call && peerId
        ? ({
            ...call,
            role: offerer ? 'LAWYER' : 'CUSTOMER',
            peer: { user_id: peerId, name: peerName, picture_url: null },
            peer_present: false,
          } as VideoCall)
        : null,
    [call, peerId, peerName, offerer],
  );
  const sendTo = useCallback(
    (event: CallEventInput) => {
      if (!peerId) return;
      if (event.kind === 'offer' || event.kind === 'answer' || event.kind === 'candidate') send({ ...event, to: peerId });
      // An answerer starting over asks for a new connection by saying it is in the call (every offerer hears it).
      else if (event.kind === 'presence') send(event);
      // A failure report of this link is not the main call's trouble: the other pages would show it as theirs.
    },
    [peerId, send],
  );
  const link = usePeerConnection({
    call: pairCall,
    peerHereSince: peerId ? hereSince : null,
    send: sendTo,
    sendingTrack,
    onConnected,
    mode: callModeOf(mode, media.mode),
    ...(createPeer ? { createPeer } : {}),
  });
  const { handle, onJoin, close } = link;
  /** Whether this link has a connection for the other end's current stay (built on their arrival, or on an offer). */
  const built = useRef(false);
  const current = useRef(pairCall);
  useEffect(() => {
    current.current = pairCall;
  }, [pairCall]);

  const hear = useCallback(
    (event: CallEvent) => {
      if (event.kind === 'presence') {
        if (event.state === 'in-call') setHereSince((since) => since ?? Date.now());
        else {
          setHereSince(null);
          close();
          built.current = false;
          return;
        }
      }
      if (event.kind === 'hangup') {
        setHereSince(null);
        close();
        built.current = false;
        return;
      }
      if (event.kind === 'media') setMedia({ audio: event.audio, video: event.video, mode: event.mode ?? null });
      const c = current.current;
      if (!c) return;
      if ((event.kind === 'presence' && !event.snapshot && offerer) || (event.kind === 'offer' && !offerer)) built.current = true;
      handle(event, c);
    },
    [handle, close, offerer],
  );

  // The other end is in the call when this page (or the link) comes: the offerer offers at once.
  useEffect(() => {
    if (pairCall && hereSince !== null && offerer && !built.current) {
      built.current = true;
      onJoin({ ...pairCall, peer_present: true });
    }
  }, [pairCall, hereSince, offerer, onJoin]);

  // Nobody at the other end any more (removed): the link ends.
  useEffect(() => {
    if (!peerId) {
      close();
      built.current = false;
    }
  }, [peerId, close]);

  return { ...link, hear, here: peerId !== null && hereSince !== null, media };
}
