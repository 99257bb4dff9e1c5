'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { createSignalSender, subscribeCallEvents } from '@/lib/api/call';
import { callGuestApi } from '@/lib/api/call-guests';
import type { MediaKind } from '@/lib/call/peer';
import type { GuestCall, GuestView } from '@/lib/dto/call-guest';
import type { CallEvent, CallEventInput, VideoCall } from '@/lib/dto/video-call';
import { formatLongInZone } from '@/lib/format/date-time';
import { useErrorText, useLocale, useT } from '@/lib/i18n/client';
import { callModeOf } from '@/lib/rules/call-mode';
import { useAttendance } from './hooks/use-attendance';
import { useLocalMedia } from './hooks/use-local-media';
import { useMediaElement } from './hooks/use-media-element';
import { useMediaSignal } from './hooks/use-media-signal';
import { usePairLink } from './hooks/use-pair-link';
import { PartyTile } from './party-tile';

/** How often the guest's lobby asks whether the lawyer let them in. */
const POLL_MS = 2_000;

type Phase =
  | { kind: 'opening' }
  | { kind: 'lobby'; view: GuestView }
  | { kind: 'in-call'; view: GuestView; call: GuestCall }
  | { kind: 'over'; text: string };

/** A refusal in the page's language (by the error's code), else the fallback. */
function useRefusalText(): (error: unknown, fallback: string) => string {
  const words = useErrorText();
  return useCallback((error: unknown, fallback: string) => (error instanceof ApiError ? words(error, fallback) : fallback), [words]);
}

/**
 * Issue 63 item 5, the invited guest's page (no account): the link is opened once — this browser is bound
 * to it — then the lobby waits until the lawyer admits them, and the call joins: two connections, one with
 * the lawyer and one with the client, each of which offers (usePairLink). The lawyer's removal, the call's
 * end or the guest's Leave close it.
 */
export function GuestCallPage({ token }: { token: string }) {
  const t = useT('call');
  const errorText = useRefusalText();
  const [phase, setPhase] = useState<Phase>({ kind: 'opening' });

  const admitted = useCallback(
    async (view: GuestView) => {
      try {
        setPhase({ kind: 'in-call', view, call: await callGuestApi.join() });
      } catch (error) {
        setPhase({ kind: 'over', text: errorText(error, t('room.failedTitle')) });
      }
    },
    [t, errorText],
  );

  useEffect(() => {
    let cancelled = false;
    callGuestApi.open(token).then(
      (view) => {
        if (cancelled) return;
        if (view.status === 'ADMITTED') void admitted(view);
        else setPhase({ kind: 'lobby', view });
      },
      (error: unknown) => !cancelled && setPhase({ kind: 'over', text: errorText(error, t('room.failedTitle')) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, admitted, t, errorText]);

  const waiting = phase.kind === 'lobby';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      callGuestApi.poll().then(
        (view) => {
          if (view.status === 'ADMITTED') {
            clearInterval(timer);
            void admitted(view);
          }
        },
        (error: unknown) => {
          if (error instanceof ApiError && (error.status ?? 500) < 500) {
            clearInterval(timer);
            setPhase({ kind: 'over', text: errorText(error, t('room.failedTitle')) });
          }
        },
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, admitted, t, errorText]);

  if (phase.kind === 'in-call') {
    return <GuestRoom call={phase.call} onOver={(text) => setPhase({ kind: 'over', text })} />;
  }
  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 p-6 text-center text-white"
      data-guest-phase={phase.kind}
    >
      <h1 className="text-xl font-semibold">{t('guest.page.title')}</h1>
      {phase.kind === 'opening' && <p className="text-slate-300">{t('guest.page.opening')}</p>}
      {phase.kind === 'lobby' && <GuestLobby view={phase.view} />}
      {phase.kind === 'over' && (
        <p role="alert" className="max-w-md text-slate-300" data-testid="guest-over">
          {phase.text}
        </p>
      )}
    </main>
  );
}

function GuestLobby({ view }: { view: GuestView }) {
  const t = useT('call');
  const locale = useLocale();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <p className="max-w-md text-slate-200">{t('guest.page.intro', { client: view.client_name, lawyer: view.lawyer_name })}</p>
      <p className="text-slate-400">{t('guest.page.when', { time: formatLongInZone(new Date(view.start_time), zone, locale) })}</p>
      <p role="status" className="text-sky-200" data-testid="guest-waiting">
        {t('guest.page.waiting')}
      </p>
    </>
  );
}

/** The guest in the call: their camera and microphone to both parties, both parties' to them. */
function GuestRoom({ call, onOver }: { call: GuestCall; onOver: (text: string) => void }) {
  const t = useT('call');
  const errorText = useRefusalText();
  const meetingId = call.meeting_id;
  const trackSink = useRef<(kind: MediaKind, track: MediaStreamTrack | null) => void>(() => undefined);
  const media = useLocalMedia(meetingId, call.call_type, { onTrack: (kind, track) => trackSink.current(kind, track) });
  const onConnected = useAttendance(meetingId);
  const sender = useRef<{ negotiation: ReturnType<typeof createSignalSender>; status: ReturnType<typeof createSignalSender> } | null>(null);
  const send = useCallback((event: CallEventInput) => {
    const negotiation = event.kind === 'offer' || event.kind === 'answer' || event.kind === 'candidate';
    sender.current?.[negotiation ? 'negotiation' : 'status'].send(event);
  }, []);
  const base = useMemo(
    () => ({
      meeting_id: meetingId,
      ice_servers: call.ice_servers,
      ice_transport_policy: call.ice_transport_policy,
      call_type: call.call_type,
    }),
    [meetingId, call],
  );
  const [lawyer, client] = [call.parties.find((p) => p.role === 'LAWYER')!, call.parties.find((p) => p.role === 'CUSTOMER')!];
  const lawyerPeer = useMemo(() => ({ id: lawyer.party_id, name: lawyer.name }), [lawyer.party_id, lawyer.name]);
  const clientPeer = useMemo(() => ({ id: client.party_id, name: client.name }), [client.party_id, client.name]);
  // The guest follows the parties' mode (data saver, audio only): the lighter of the two they ask for.
  const [partyModes, setPartyModes] = useState<{ lawyer: null | 'video' | 'saver' | 'audio'; client: null | 'video' | 'saver' | 'audio' }>({
    lawyer: null,
    client: null,
  });
  const mode = call.call_type === 'VIDEO' ? callModeOf(callModeOf('video', partyModes.lawyer), partyModes.client) : 'audio';
  const common = { call: base, offerer: false, send, sendingTrack: media.sendingTrack, onConnected, mode };
  const toLawyer = usePairLink({ ...common, peer: lawyerPeer });
  const toClient = usePairLink({ ...common, peer: clientPeer });
  const { hear: hearLawyer, setTrack: setLawyerTrack } = toLawyer;
  const { hear: hearClient, setTrack: setClientTrack } = toClient;
  const [left, setLeft] = useState(false);

  useEffect(() => {
    trackSink.current = (kind, track) => {
      setLawyerTrack(kind, track);
      setClientTrack(kind, track);
    };
  }, [setLawyerTrack, setClientTrack]);

  const finish = useCallback(
    (text: string) => {
      media.stop();
      setLeft(true);
      onOver(text);
    },
    [media, onOver],
  );
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });

  useEffect(() => {
    sender.current = { negotiation: createSignalSender(meetingId), status: createSignalSender(meetingId) };
    const onEvent = (event: CallEvent) => {
      if (event.kind === 'media') {
        const who = event.from === lawyerPeer.id ? 'lawyer' : 'client';
        setPartyModes((m) => ({ ...m, [who]: event.mode ?? null }));
      }
      // A party ended the call: it is over for the guest too.
      if (event.kind === 'hangup') return finishRef.current(t('guest.page.ended'));
      if (event.from === lawyerPeer.id) hearLawyer(event);
      else if (event.from === clientPeer.id) hearClient(event);
    };
    // The stream ends when the lawyer removes the guest: the lobby's question says why.
    const onOpenChange = (open: boolean) => {
      if (open) return;
      callGuestApi.poll().then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof ApiError && (error.status ?? 500) < 500) {
            unsubscribe();
            finishRef.current(errorText(error, t('guest.page.ended')));
          }
        },
      );
    };
    const unsubscribe = subscribeCallEvents(meetingId, onEvent, { after: call.events_after, onOpenChange });
    const onPageHide = () => callGuestApi.leaveOnUnload();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      unsubscribe();
      sender.current?.negotiation.close();
      sender.current?.status.close();
      sender.current = null;
    };
  }, [meetingId, call.events_after, lawyerPeer.id, clientPeer.id, hearLawyer, hearClient, t, errorText]);

  useMediaSignal({
    call: left ? null : (base as unknown as VideoCall),
    send,
    callType: call.call_type,
    media,
    generation: toLawyer.generation + toClient.generation,
    mine: mode,
  });

  const leave = async () => {
    await callGuestApi.leave().catch(() => undefined);
    toLawyer.close();
    toClient.close();
    finish(t('guest.page.left'));
  };

  const isVideo = call.call_type === 'VIDEO' && mode !== 'audio';
  const selfVideo = useMediaElement<HTMLVideoElement>(media.stream);
  const tile = (link: typeof toLawyer, name: string, testId: string) => (
    <PartyTile
      name={name}
      remote={link.remote}
      showVideo={isVideo && link.media.video && link.hasConnected}
      status={
        link.here ? (link.connection === 'connected' ? t('stage.audioCall') : t('stage.connecting')) : t('stage.waitingFor', { name })
      }
      testId={testId}
    />
  );
  return (
    <main
      className="flex min-h-dvh flex-col gap-3 bg-slate-950 p-3 text-white"
      aria-label={t('room.main')}
      data-guest-phase="in-call"
      data-lawyer-connection={toLawyer.connection}
      data-client-connection={toClient.connection}
      data-call-mode={mode}
    >
      <h1 className="text-lg font-semibold">{t('guest.page.title')}</h1>
      <div className="flex flex-1 flex-col gap-3 sm:flex-row">
        {tile(toLawyer, lawyer.name, 'lawyer-tile')}
        {tile(toClient, client.name, 'client-tile')}
        {isVideo && media.stream && !media.cameraOff && (
          <video ref={selfVideo} autoPlay playsInline muted className="w-40 -scale-x-100 rounded-xl" aria-label={t('stage.selfCamera')} />
        )}
      </div>
      <div className="flex justify-center gap-2">
        <button type="button" className="btn-outline" onClick={() => void media.toggleMute()}>
          {media.muted ? t('controls.unmute') : t('controls.mute')}
        </button>
        <button type="button" className="btn-primary bg-red-600" onClick={() => void leave()}>
          {t('guest.page.leave')}
        </button>
      </div>
    </main>
  );
}
