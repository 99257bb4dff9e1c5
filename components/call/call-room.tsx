'use client';

import { useEffect, useRef, useState } from 'react';
import { useNow } from '@/components/ui/use-now';
import { firstMode } from '@/lib/call/mode-choice';
import type { MediaKind } from '@/lib/call/peer';
import type { CallEvent, VideoCall } from '@/lib/dto/video-call';
import { useT } from '@/lib/i18n/client';
import type { CallMode } from '@/lib/rules/call-mode';
import { CallControls } from './call-controls';
import { CallFailed } from './call-failed';
import { CallHeader } from './call-header';
import { CallModeBar } from './call-mode-bar';
import { CallSidePanel } from './call-side-panel';
import { CallStage } from './call-stage';
import { CallStatus } from './call-status';
import { GuestBar } from './guest-bar';
import { GuestTile } from './guest-tile';
import { useAttendance } from './hooks/use-attendance';
import { useCallData } from './hooks/use-call-data';
import { useCallGuest } from './hooks/use-call-guest';
import { useCallEnd } from './hooks/use-call-end';
import { useCallMode } from './hooks/use-call-mode';
import { useCallQuality } from './hooks/use-call-quality';
import { useCallSignals } from './hooks/use-call-signals';
import { useLocalMedia } from './hooks/use-local-media';
import { useMediaSignal } from './hooks/use-media-signal';
import { useModeCamera } from './hooks/use-mode-camera';
import { usePanelReady } from './hooks/use-panel-ready';
import { usePairLink } from './hooks/use-pair-link';
import { usePeerConnection } from './hooks/use-peer-connection';
import { useSidePanel } from './hooks/use-side-panel';
import { LazyAfterCall } from './lazy-after-call';

/**
 * The consultation: a 1:1 WebRTC call (video, or audio only for a phone consultation) signaled
 * through our server. This component only wires its parts together, each a hook with one job:
 * devices (useLocalMedia), signalling (useCallSignals), the connection and its recovery
 * (usePeerConnection), attendance (useAttendance), stats (useCallQuality), the mode and the data it
 * costs (useCallMode, useCallData, useMediaSignal, useModeCamera), the call's end (useCallEnd) and the
 * side panel (useSidePanel, usePanelReady).
 */
export function CallRoom({
  meetingId,
  portal,
  callType,
  savedMode = null,
}: {
  meetingId: string;
  portal: string;
  callType: 'VIDEO' | 'PHONE';
  /** The mode saved on the account (issue 44), if any. */
  savedMode?: CallMode | null;
}) {
  const t = useT('call');
  const now = useNow(1000);
  const panel = useSidePanel(meetingId);
  // Devices and signalling start before the connection exists: what they produce reaches it through
  // these sinks, pointed at the connection once it is there.
  const trackSink = useRef<(kind: MediaKind, track: MediaStreamTrack | null) => void>(() => undefined);
  const eventSink = useRef<(event: CallEvent, call: VideoCall) => void>(() => undefined);
  const media = useLocalMedia(meetingId, callType, { onTrack: (kind, track) => trackSink.current(kind, track) });
  const joinSink = useRef<(call: VideoCall) => void>(() => undefined);
  const signals = useCallSignals(meetingId, { onJoin: (c) => joinSink.current(c), onEvent: (event, c) => eventSink.current(event, c) });
  const { connected: onConnected, settled: attendanceSettled } = useAttendance(meetingId);
  const [initialMode] = useState(() => firstMode(savedMode));
  const callMode = useCallMode(initialMode, signals.peerMedia.mode, callType);
  const connection = usePeerConnection({
    call: signals.call,
    peerHereSince: signals.peerHereSince,
    send: signals.send,
    sendingTrack: media.sendingTrack,
    onConnected,
    mode: callMode.mode,
  });
  // Issue 63 item 5: a guest the client invited, once the lawyer admits them — a second connection (this page offers).
  const callGuest = useCallGuest(meetingId, signals.call !== null);
  const guestLink = usePairLink({
    call: signals.call,
    peer: callGuest.peer,
    offerer: true,
    send: signals.send,
    sendingTrack: media.sendingTrack,
    onConnected,
    mode: callMode.mode,
  });
  const quality = useCallQuality(connection.peerRef, connection.connection);
  const bytesUsed = useCallData(connection.peerRef, connection.connection, callMode.onReading);
  const { call, send, peerHere } = signals;
  const state = connection.connection;
  const { ended, end } = useCallEnd({
    meetingId,
    call,
    signedOut: signals.error?.kind === 'signed-out',
    peerHere,
    connection: state,
    close: connection.close,
    stop: media.stop,
    hangUp: signals.leave,
    beforeLeave: attendanceSettled,
  });
  const { setTrack, handle, onJoin } = connection;
  const { onActivity } = panel;
  const { hear: hearGuest, setTrack: setGuestTrack } = guestLink;
  const { refresh: refreshGuest } = callGuest;
  useEffect(() => {
    trackSink.current = (kind, track) => {
      setTrack(kind, track);
      setGuestTrack(kind, track);
    };
    joinSink.current = onJoin;
    eventSink.current = (event, c) => {
      if (event.kind === 'activity') return event.what === 'guest' ? refreshGuest() : onActivity();
      // The guest's signals are their link's (useCallSignals keeps only the other party's).
      if (event.from !== c.peer.user_id) return hearGuest(event);
      // The other party hung up: the call is over on this page too.
      if (event.kind === 'hangup') return end('peer');
      handle(event, c);
    };
  }, [setTrack, setGuestTrack, handle, onJoin, onActivity, end, hearGuest, refreshGuest]);
  // Said again on each new connection, the guest's too: a guest who joins later learns this side's mode (data
  // saver, audio only) and caps what they send to it.
  useMediaSignal({ call, send, callType, media, generation: connection.generation + guestLink.generation, mine: callMode.mine });
  useModeCamera(callType, callMode.mode === 'audio', media);
  const panelReady = usePanelReady(call !== null, peerHere, state);

  if (ended) {
    const role = portal === '/customer-portal' ? 'CUSTOMER' : 'LAWYER';
    return <LazyAfterCall meetingId={meetingId} portal={portal} role={role} peerName={ended.peerName} endedBy={ended.by} />;
  }

  if (signals.error) return <CallFailed error={signals.error} portal={portal} meetingId={meetingId} />;

  const isVideo = callType === 'VIDEO';
  // Only while the other party is here: a connection they left is not coming back by itself.
  const reconnecting = signals.peerHere && (state === 'disconnected' || state === 'failed');
  const phase = call ? 'in-call' : 'joining';
  return (
    <main
      className="flex h-dvh flex-col bg-slate-950 text-white"
      aria-label={t('room.main')}
      data-call-phase={phase}
      data-connection={state}
      data-recoveries={connection.recoveries}
      data-trouble={connection.trouble ? 'yes' : 'no'}
      data-call-mode={callMode.mode}
    >
      <CallHeader call={call} isVideo={isVideo} now={now} quality={quality} panel={panel} />
      <CallModeBar
        isVideo={isVideo}
        mode={callMode.mode}
        mine={callMode.mine}
        peerName={call?.peer.name ?? ''}
        bytesUsed={bytesUsed}
        notice={callMode.notice}
        onChoose={callMode.choose}
        onGoBack={callMode.goBack}
      />
      <GuestBar meetingId={meetingId} guest={callGuest.guest} isLawyer={portal === '/lawyer-portal'} onChange={callGuest.setGuest} />
      {media.problem === 'denied' && (
        <p role="status" className="mx-4 mb-2 rounded-lg bg-amber-500/20 px-3 py-2 text-sm text-amber-200">
          {t('room.micBlocked')}
        </p>
      )}
      <CallStatus
        call={call}
        isVideo={isVideo}
        now={now}
        trouble={connection.trouble}
        reconnecting={reconnecting}
        peerTrouble={signals.peerTrouble}
        connected={state === 'connected'}
        notice={signals.notice}
        cameraOff={media.cameraOff}
        nextRetryAt={connection.nextRetryAt}
        onAudioOnly={() => {
          void media.turnCameraOff();
          connection.retryNow();
        }}
        onRetry={connection.retryNow}
      />
      <div className="flex min-h-0 flex-1 gap-3 px-3 pb-3">
        <CallStage
          peer={call?.peer ?? null}
          isVideo={isVideo}
          remote={connection.remote}
          local={media.stream}
          peerHere={signals.peerHere}
          peerMedia={signals.peerMedia}
          connected={state === 'connected'}
          hasConnected={connection.hasConnected}
          cameraOff={media.cameraOff}
          audioOnly={callMode.mode === 'audio'}
        />
        {callGuest.peer && <GuestTile name={callGuest.peer.name} link={guestLink} video={isVideo && callMode.mode !== 'audio'} />}
        <CallSidePanel meetingId={meetingId} open={panel.open} ready={panelReady} />
      </div>
      <CallControls
        isVideo={isVideo && callMode.mode !== 'audio'}
        muted={media.muted}
        cameraOff={media.cameraOff}
        microphones={media.devices.microphones}
        cameras={media.devices.cameras}
        onToggleMute={() => void media.toggleMute()}
        onToggleCamera={() => void media.toggleCamera()}
        onSwitchDevice={(kind, id) => void media.switchDevice(kind, id)}
        onLeave={() => end('self')}
      />
    </main>
  );
}
