'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callGuestApi } from '@/lib/api/call-guests';
import type { MediaKind } from '@/lib/call/peer';
import type { GuestCall, GuestView } from '@/lib/dto/call-guest';
import type { CallEventInput, VideoCall } from '@/lib/dto/video-call';
import { formatLongInZone } from '@/lib/format/date-time';
import { useLocale, useT } from '@/lib/i18n/client';
import { callModeOf } from '@/lib/rules/call-mode';
import { useAttendance } from './hooks/use-attendance';
import { useGuestAdmission } from './hooks/use-guest-admission';
import { useGuestEvents, type GuestPartyModes, type GuestSender } from './hooks/use-guest-events';
import { useLocalMedia } from './hooks/use-local-media';
import { useMediaElement } from './hooks/use-media-element';
import { useMediaSignal } from './hooks/use-media-signal';
import { usePairLink } from './hooks/use-pair-link';
import { PartyTile } from './party-tile';

/**
 * Issue 63 item 5, the invited guest's page (no account): the link is opened once — this browser is bound
 * to it — then the lobby waits until the lawyer admits them (useGuestAdmission), and the call joins: two
 * connections, one with the lawyer and one with the client, each of which offers (usePairLink). The lawyer's
 * removal, the call's end or the guest's Leave close it.
 */
export function GuestCallPage({ token }: { token: string }) {
  const t = useT('call');
  const { phase, setPhase } = useGuestAdmission(token);

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
  const meetingId = call.meeting_id;
  const trackSink = useRef<(kind: MediaKind, track: MediaStreamTrack | null) => void>(() => undefined);
  const media = useLocalMedia(meetingId, call.call_type, { onTrack: (kind, track) => trackSink.current(kind, track) });
  const { connected: onConnected } = useAttendance(meetingId);
  const sender = useRef<GuestSender | null>(null);
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
  const [partyModes, setPartyModes] = useState<GuestPartyModes>({ lawyer: null, client: null });
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

  useGuestEvents({
    meetingId,
    after: call.events_after,
    lawyerId: lawyerPeer.id,
    clientId: clientPeer.id,
    hearLawyer,
    hearClient,
    senderRef: sender,
    setPartyModes,
    finishRef,
  });

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
