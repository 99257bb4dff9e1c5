'use client';

import { MessageSquare, WifiOff, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNow } from '@/components/ui/use-now';
import { createAttendanceReporter } from '@/lib/api/call';
import { announceMeetingChange } from '@/lib/api/meeting-broadcast';
import { meetingKeys } from '@/lib/api/meetings';
import { firstMode } from '@/lib/call/mode-choice';
import type { MediaKind } from '@/lib/call/peer';
import type { CallEvent, VideoCall } from '@/lib/dto/video-call';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import type { CallMode } from '@/lib/rules/call-mode';
import { CallControls } from './call-controls';
import { CallModeBar } from './call-mode-bar';
import { CallSidePanel } from './call-side-panel';
import { CallStage } from './call-stage';
import { CallTrouble } from './call-trouble';
import { useCallData } from './hooks/use-call-data';
import { useCallMode } from './hooks/use-call-mode';
import { useCallQuality } from './hooks/use-call-quality';
import { callErrorText, timeLeft } from './call-words';
import { useCallSignals } from './hooks/use-call-signals';
import { useLocalMedia } from './hooks/use-local-media';
import { usePeerConnection } from './hooks/use-peer-connection';
import { useSidePanel } from './hooks/use-side-panel';
import { QualityBars } from './quality-bars';

function AfterCallLoading() {
  const t = useT('call');
  return <div className="h-dvh bg-slate-950" aria-label={t('loading.page')} />;
}

// The after-call screen (summary, review form) loads once the call has ended, not with the call.
const AfterCall = dynamic(() => import('./after-call').then((m) => m.AfterCall), {
  ssr: false,
  loading: () => <AfterCallLoading />,
});

/** At the latest this long after the page opened, the side panel loads its meeting. */
const PANEL_AFTER_MS = 3000;

/** How a call ended on this page: this person hung up, or the other party did. */
type CallEnd = { by: 'self' | 'peer'; peerName: string };

/**
 * The consultation: a 1:1 WebRTC call (video, or audio only for a phone consultation) signaled
 * through our server. This component only wires its parts together, each a hook with one job:
 * devices (useLocalMedia), signalling (useCallSignals), the connection and its recovery
 * (usePeerConnection), stats (useCallQuality), the mode and the data it costs (useCallMode,
 * useCallData) and the side panel (useSidePanel).
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
  const locale = useLocale();
  const href = useHref();
  const queryClient = useQueryClient();
  const now = useNow(1000);
  /** The call's end, owned here: set once, by either hang-up; the page then shows the after-call screen. */
  const [ended, setEnded] = useState<CallEnd | null>(null);
  const endRef = useRef<(by: CallEnd['by']) => void>(() => undefined);
  const panel = useSidePanel(meetingId);
  // Devices and signalling start before the connection exists: what they produce reaches it through
  // these two sinks, pointed at the connection once it is there.
  const trackSink = useRef<(kind: MediaKind, track: MediaStreamTrack | null) => void>(() => undefined);
  const eventSink = useRef<(event: CallEvent, call: VideoCall) => void>(() => undefined);
  const media = useLocalMedia(meetingId, callType, { onTrack: (kind, track) => trackSink.current(kind, track) });
  const joinSink = useRef<(call: VideoCall) => void>(() => undefined);
  const signals = useCallSignals(meetingId, { onJoin: (c) => joinSink.current(c), onEvent: (event, c) => eventSink.current(event, c) });
  // Attendance is the media connection itself: each connection that comes up is reported once.
  const attendance = useRef<ReturnType<typeof createAttendanceReporter> | null>(null);
  useEffect(() => {
    const reporter = createAttendanceReporter(meetingId);
    attendance.current = reporter;
    return () => reporter.close();
  }, [meetingId]);
  const onConnected = useCallback((conn: string) => attendance.current?.connected(conn), []);
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
  const quality = useCallQuality(connection.peerRef, connection.connection);
  const bytesUsed = useCallData(connection.peerRef, connection.connection, callMode.onReading);
  const { call, send } = signals;
  const { setTrack, handle, onJoin } = connection;
  const { onActivity } = panel;
  const { close } = connection;
  useEffect(() => {
    trackSink.current = setTrack;
    joinSink.current = onJoin;
    eventSink.current = (event, c) => {
      if (event.kind === 'activity') return onActivity();
      // The other party hung up: the call is over on this page too.
      if (event.kind === 'hangup') return endRef.current('peer');
      handle(event, c);
    };
  }, [setTrack, handle, onJoin, onActivity]);

  // The other party sees our microphone and camera as they are: on join, on every change, and
  // again whenever a new connection starts (they may have reloaded).
  // With them, the mode this person asks for: the other party's page caps what it sends too.
  const mine = callMode.mine;
  useEffect(() => {
    if (call && media.ready) send({ kind: 'media', audio: !media.muted, video: callType === 'VIDEO' && !media.cameraOff, mode: mine });
  }, [call, media.ready, media.muted, media.cameraOff, callType, connection.generation, send, mine]);

  // The other party's page went away (closed, reloaded) without hanging up: their connection is not
  // mended, and once it drops it is closed rather than shown as "reconnecting" over a frozen frame.
  // Not closed at their 'left' itself: a late 'left' of a reloaded page may arrive after its return.
  const peerHere = signals.peerHere;
  const state = connection.connection;
  useEffect(() => {
    if (!peerHere && (state === 'disconnected' || state === 'failed')) close();
  }, [peerHere, state, close]);

  // The side panel's meeting (case, files, comments) loads once the call no longer needs the page:
  // connected, nobody to connect to yet, or after a few seconds. Fetched and drawn at the start, it
  // competed with the answer and the first frame (issue 45 item 11).
  const [panelWaited, setPanelWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPanelWaited(true), PANEL_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const panelReady = panelWaited || (call !== null && (!peerHere || state === 'connected'));

  // Audio only stops the camera too (its light goes out, a phone saves its battery); leaving audio only
  // opens it again if it was this mode, not the person, that turned it off.
  const audioOnly = callMode.mode === 'audio';
  const cameraOffByMode = useRef(false);
  const startSeen = useRef(false);
  const { cameraOff, turnCameraOff, turnCameraOn } = media;
  useEffect(() => {
    if (callType !== 'VIDEO' || !media.ready) return;
    // A call that starts in audio only from the lobby starts with the camera never opened: off by the mode.
    if (!startSeen.current) {
      startSeen.current = true;
      if (audioOnly && cameraOff) cameraOffByMode.current = true;
    }
    if (audioOnly && !cameraOff) {
      cameraOffByMode.current = true;
      void turnCameraOff();
    } else if (!audioOnly && cameraOff && cameraOffByMode.current) {
      cameraOffByMode.current = false;
      void turnCameraOn();
    }
  }, [audioOnly, cameraOff, callType, media.ready, turnCameraOff, turnCameraOn]);

  // Nothing of the call stays on a page whose session ended: no connection, no camera, no microphone.
  const { stop } = media;
  useEffect(() => {
    if (signals.error?.kind !== 'signed-out') return;
    close();
    stop();
  }, [signals.error, close, stop]);

  // The one way a call ends, whoever hung up: the connection, camera and microphone are closed at
  // once (spec §4: closing the call clears the call data), the leave is recorded as a hang-up (the
  // other party's page ends too; the leave that leaves nobody settles the meeting), the other tabs of
  // this browser hear of it, and the page turns into the after-call screen.
  const { leave: hangUp } = signals;
  const end = useCallback(
    (by: CallEnd['by']) => {
      if (ended) return;
      close();
      stop();
      setEnded({ by, peerName: call?.peer.name ?? '' });
      void hangUp().then(() => {
        announceMeetingChange(meetingId);
        // The after-call screen shows the attendance this call just wrote, not the copy from the join.
        void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId) });
      });
    },
    [call, ended, close, stop, hangUp, meetingId, queryClient],
  );
  useEffect(() => {
    endRef.current = end;
  }, [end]);

  if (ended) {
    const role = portal === '/customer-portal' ? 'CUSTOMER' : 'LAWYER';
    return <AfterCall meetingId={meetingId} portal={portal} role={role} peerName={ended.peerName} endedBy={ended.by} />;
  }

  if (signals.error) {
    const signedOut = signals.error.kind === 'signed-out';
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 p-6 text-center text-white">
        <h1 className="text-xl font-semibold">{signedOut ? t('room.signedOutTitle') : t('room.failedTitle')}</h1>
        <p role="alert" className="max-w-md text-slate-300">
          {callErrorText(signals.error, locale, t)}
        </p>
        {/* The join page sends a visitor to sign in and back. */}
        <a href={href(`${portal}/meeting/${meetingId}/join`)} className="btn-secondary">
          {signedOut ? t('room.signInAgain') : t('room.backToLobby')}
        </a>
      </main>
    );
  }

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
      <header className="flex items-center gap-3 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{call ? call.peer.name : t('room.joining')}</p>
          <p className="text-xs text-slate-400">
            {isVideo ? t('room.videoConsultation') : t('room.phoneConsultation')}
            {call && ` · ${timeLeft(call.end_time, now, t)}`}
          </p>
        </div>
        <QualityBars quality={quality} />
        <button
          type="button"
          className="relative rounded-full p-2 hover:bg-white/10"
          aria-label={panel.open ? t('room.panelClose') : panel.unread ? t('room.panelUnread', { count: panel.unread }) : t('room.panel')}
          aria-expanded={panel.open}
          aria-controls="call-side-panel"
          onClick={() => panel.setOpen(!panel.open)}
        >
          {panel.open ? <X size={20} /> : <MessageSquare size={20} />}
          {!panel.open && panel.unread > 0 && (
            <span
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-500 px-1 text-center text-xs font-semibold leading-5"
              data-testid="panel-unread"
            >
              {panel.unread}
            </span>
          )}
        </button>
      </header>
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
      {media.problem === 'denied' && (
        <p role="status" className="mx-4 mb-2 rounded-lg bg-amber-500/20 px-3 py-2 text-sm text-amber-200">
          {t('room.micBlocked')}
        </p>
      )}
      {connection.trouble && call ? (
        <CallTrouble
          peerName={call.peer.name}
          isVideo={isVideo}
          cameraOff={media.cameraOff}
          nextRetryAt={connection.nextRetryAt}
          now={now}
          onAudioOnly={() => {
            void media.turnCameraOff();
            connection.retryNow();
          }}
          onRetry={connection.retryNow}
        />
      ) : reconnecting ? (
        <p role="status" className="mx-4 mb-2 flex items-center gap-2 rounded-lg bg-amber-500/20 px-3 py-2 text-sm text-amber-200">
          <WifiOff size={16} aria-hidden /> {t('room.reconnecting')}
        </p>
      ) : signals.peerTrouble && state !== 'connected' && call ? (
        <p role="status" className="mx-4 mb-2 rounded-lg bg-white/10 px-3 py-2 text-sm text-slate-200">
          {t('room.peerCannotConnect', { name: call.peer.name })}
        </p>
      ) : (
        signals.notice && (
          <p role="status" className="mx-4 mb-2 rounded-lg bg-white/10 px-3 py-2 text-sm text-slate-200">
            {t('room.peerLeft', { name: signals.notice.name })}
          </p>
        )
      )}
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
