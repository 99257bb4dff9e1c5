'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { authApi } from '@/lib/api/auth-api';
import { ApiError } from '@/lib/api/client';
import { callApi, createSignalSender, subscribeCallEvents } from '@/lib/api/call';
import { takeEarlyJoin, type EarlyJoin } from '@/lib/api/early-join';
import type { CallEvent, CallEventInput, VideoCall } from '@/lib/dto/video-call';
import type { CallMode } from '@/lib/rules/call-mode';

export type CallSignalsApi = {
  join: typeof callApi.join;
  /** Whether the session still holds (asked when the event stream ends). */
  signedIn: () => Promise<boolean>;
  leave: typeof callApi.leave;
  leaveOnUnload: typeof callApi.leaveOnUnload;
  createSender: typeof createSignalSender;
  subscribe: typeof subscribeCallEvents;
  /** The join the lobby's Join button began (lib/api/early-join.ts), if any. */
  takeEarly: (meetingId: string) => EarlyJoin | null;
};

const browserApi: CallSignalsApi = {
  join: callApi.join,
  signedIn: () =>
    authApi.session().then(
      () => true,
      (e: unknown) => !(e instanceof ApiError && e.status === 401),
    ),
  leave: callApi.leave,
  leaveOnUnload: callApi.leaveOnUnload,
  createSender: createSignalSender,
  subscribe: subscribeCallEvents,
  takeEarly: takeEarlyJoin,
};

/**
 * Why the call cannot go on, for the page to say in its language: the session ended, or the join
 * failed (the server's message and its key, when it answered; the page words them by key).
 */
export type CallError = { kind: 'signed-out' } | { kind: 'start'; message?: string; key?: string };
/** What is worth saying about the other party: only that they left, for now. */
export type CallNotice = { kind: 'peer-left'; name: string };

/**
 * Signalling: joins the call (the server records it and tells the other party), sends our signals in
 * order, and hears the other party's over the call's event stream. It keeps what the page shows of
 * the other party — here or not, microphone and camera on or off, the last thing worth saying — and
 * hands every event to `onEvent` (negotiation to the connection, activity to the side panel).
 */
export function useCallSignals(
  meetingId: string,
  handlers: { onJoin: (call: VideoCall) => void; onEvent: (event: CallEvent, call: VideoCall) => void },
  api: CallSignalsApi = browserApi,
) {
  const [call, setCall] = useState<VideoCall | null>(null);
  const [error, setError] = useState<CallError | null>(null);
  /** Since when the other party has been in the call (null: not in it; maybe in the lobby). */
  const [peerHereSince, setPeerHereSince] = useState<number | null>(null);
  const [peerInLobby, setPeerInLobby] = useState(false);
  const [peerMedia, setPeerMedia] = useState<{ audio: boolean; video: boolean; mode: CallMode | null }>({
    audio: true,
    video: true,
    mode: null,
  });
  const [notice, setNotice] = useState<CallNotice | null>(null);
  /** The other party's page reported that it cannot connect (shown while this one is not connected either). */
  const [peerTrouble, setPeerTrouble] = useState(false);
  /**
   * Two ordered queues: the negotiation (offer, answer, candidates: their order matters) and the rest
   * (microphone and camera state, presence, failure reports), so an answer never waits behind a
   * status message still on its way (issue 45 item 11: the first 'media' held the answer ~0.2 s).
   */
  const sender = useRef<{ negotiation: ReturnType<typeof createSignalSender>; status: ReturnType<typeof createSignalSender> } | null>(null);
  /** Ends the event stream: on unmount, and when this page leaves the call. */
  const stopEvents = useRef<() => void>(() => undefined);
  const handler = useRef(handlers);
  useEffect(() => {
    handler.current = handlers;
  });

  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Begun at the lobby's Join click (its stream already open), or begun now (a reload, a link).
    const early = api.takeEarly(meetingId);
    (early ? early.joined : api.join(meetingId, tz)).then(
      (c) => {
        if (cancelled) return early?.drop();
        sender.current = { negotiation: api.createSender(meetingId), status: api.createSender(meetingId) };
        setCall(c);
        setPeerHereSince(c.peer_present ? Date.now() : null);
        handler.current.onJoin(c);
        const onEvent = (event: CallEvent) => {
          // In a call of three (issue 63 item 5) the guest's signals come on the same stream: what is kept
          // here is the other party's; the guest's go to the page (its link with the guest) untouched.
          if (event.from !== c.peer.user_id) return handler.current.onEvent(event, c);
          if (event.kind === 'presence') {
            const here = event.state === 'in-call';
            // Counted from the arrival (a reload on the other side leaves first, then arrives anew).
            setPeerHereSince((since) => (here ? (since ?? Date.now()) : null));
            setPeerInLobby(event.state === 'lobby');
            if (event.state === 'in-call' && !event.snapshot) setNotice(null);
            if (event.state === 'left' && !event.snapshot) setNotice({ kind: 'peer-left', name: c.peer.name });
          } else if (event.kind === 'hangup') {
            setPeerHereSince(null);
            setPeerInLobby(false);
            setNotice({ kind: 'peer-left', name: c.peer.name });
          } else if (event.kind === 'media') {
            setPeerMedia({ audio: event.audio, video: event.video, mode: event.mode ?? null });
          } else if (event.kind === 'failure') {
            setPeerTrouble(true);
          }
          if (event.kind === 'hangup' || (event.kind === 'presence' && !event.snapshot)) setPeerTrouble(false);
          handler.current.onEvent(event, c);
        };
        // The server ends a stream whose session ended (signed out here or elsewhere, password
        // changed): say so instead of reconnecting for ever.
        const onOpenChange = (open: boolean) => {
          if (open) return;
          void api.signedIn().then((yes) => {
            if (yes || cancelled) return;
            unsubscribe();
            setError({ kind: 'signed-out' });
          });
        };
        unsubscribe = stopEvents.current = early
          ? early.listen(onEvent, onOpenChange)
          : api.subscribe(meetingId, onEvent, { after: c.events_after, onOpenChange });
      },
      (e: unknown) => {
        if (!cancelled) setError(e instanceof ApiError ? { kind: 'start', message: e.message, key: e.key } : { kind: 'start' });
      },
    );
    const onPageHide = () => api.leaveOnUnload(meetingId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      unsubscribe();
      sender.current?.negotiation.close();
      sender.current?.status.close();
      sender.current = null;
    };
    // api is a seam for tests; it does not change during a call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [meetingId]);

  const send = useCallback((event: CallEventInput) => {
    const negotiation = event.kind === 'offer' || event.kind === 'answer' || event.kind === 'candidate';
    sender.current?.[negotiation ? 'negotiation' : 'status'].send(event);
  }, []);

  /**
   * Hangs up: the server records the leave and tells the other party (a `hangup`, so their page ends
   * the call too); the page clears the call.
   */
  const leave = useCallback(async () => {
    await api.leave(meetingId, { hangup: true }).catch(() => undefined);
    stopEvents.current();
    sender.current?.negotiation.close();
    sender.current?.status.close();
    setCall(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [meetingId]);

  return {
    call,
    error,
    peerHere: peerHereSince !== null,
    peerHereSince,
    peerInLobby,
    peerMedia,
    peerTrouble,
    notice,
    setNotice,
    send,
    leave,
  };
}
