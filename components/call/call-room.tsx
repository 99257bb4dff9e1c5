'use client';

import { MessageSquare, WifiOff, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UserAvatar } from '@/components/header/user-avatar';
import { MeetingComments } from '@/components/meetings/meeting-comments';
import { MeetingFiles } from '@/components/meetings/meeting-files';
import { useNow } from '@/components/ui/use-now';
import { callApi, createSignalSender, subscribeCallEvents } from '@/lib/api/call';
import { meetingKeys, useMeeting } from '@/lib/api/meetings';
import { ApiError } from '@/lib/api/client';
import { listDevices, loadDeviceChoice, openLocalMedia, saveDeviceChoice, takeHandedOffStream } from '@/lib/call/devices';
import { newConnectionId, Peer, readQuality, type Quality } from '@/lib/call/peer';
import type { CallEvent, VideoCall } from '@/lib/dto/video-call';
import { CallControls } from './call-controls';
import { QualityBars } from './quality-bars';

type Phase = 'joining' | 'in-call' | 'left' | 'error';
/** How long a connection may take to come up (or an ICE restart to mend it) before it is built anew. */
const REBUILD_AFTER_MS = 10_000;
/** The client asks for a new connection a little later than the lawyer would make one by itself. */
const CLIENT_REBUILD_AFTER_MS = 14_000;

function timeLeft(endIso: string, now: number | null): string {
  if (now === null) return '';
  const ms = Date.parse(endIso) - now;
  if (ms <= 0) return 'Time is up';
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')} left`;
}

/**
 * The consultation: a 1:1 WebRTC call (video, or audio only for a phone consultation) signaled
 * through our server, with mute, camera, device switching, a quality indicator, recovery from
 * network drops without a reload, and the meeting's files and comments beside it.
 */
export function CallRoom({ meetingId, portal, callType }: { meetingId: string; portal: string; callType: 'VIDEO' | 'PHONE' }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [call, setCall] = useState<VideoCall | null>(null);
  const [phase, setPhase] = useState<Phase>('joining');
  const [error, setError] = useState<string | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [peerMedia, setPeerMedia] = useState<{ audio: boolean; video: boolean }>({ audio: true, video: true });
  const [peerHere, setPeerHere] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  /** Bumped on every new connection, so the recovery timers start again for it. */
  const [generation, setGeneration] = useState(0);
  const [quality, setQuality] = useState<Quality>('unknown');
  const [panel, setPanel] = useState(false);
  const [devices, setDevices] = useState<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }>({ cameras: [], microphones: [] });
  const peerRef = useRef<Peer | null>(null);
  const localRef = useRef<MediaStream | null>(null);
  const sendRef = useRef<ReturnType<typeof createSignalSender> | null>(null);
  const mediaState = useRef({ audio: true, video: true });
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const remoteAudio = useRef<HTMLAudioElement>(null);
  const selfVideo = useRef<HTMLVideoElement>(null);
  const now = useNow(1000);
  const meeting = useMeeting(meetingId);

  // The lawyer offers and the client answers (lib/call/peer.ts). The lawyer builds a connection when
  // both are in the call and rebuilds it (a new `conn`) whenever the client (re)joins or asks; the
  // client builds its side from each new connection's offer.
  const buildPeer = useCallback((c: VideoCall, conn: string) => {
    peerRef.current?.close();
    const peer = new Peer({
      role: c.role === 'LAWYER' ? 'offerer' : 'answerer',
      conn,
      iceServers: c.ice_servers,
      iceTransportPolicy: c.ice_transport_policy,
      callType: c.call_type,
      send: sendRef.current!.send,
      onTrack: setRemote,
      onState: setConnection,
    });
    if (localRef.current) peer.addTracks(localRef.current);
    peerRef.current = peer;
    // A replaced sender starts with the local track again: keep mute / camera-off as they were.
    if (!mediaState.current.audio) void peer.replaceTrack('audio', null);
    if (!mediaState.current.video) void peer.replaceTrack('video', null);
    setRemote(null);
    setConnection('new');
    setGeneration((g) => g + 1);
    sendRef.current?.send({ kind: 'media', ...mediaState.current });
    return peer;
  }, []);

  /** Start over: the lawyer with a new connection, the client by asking the lawyer for one. */
  const startOver = useCallback((c: VideoCall) => {
    if (c.role === 'LAWYER') buildPeer(c, newConnectionId());
    else sendRef.current?.send({ kind: 'presence', state: 'in-call' });
  }, [buildPeer]);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    (async () => {
      // The join and the devices run at once; the lobby usually hands its open devices over.
      const handed = takeHandedOffStream(meetingId);
      const opening = handed ? Promise.resolve({ stream: handed, problem: null, videoFailed: false }) : openLocalMedia(loadDeviceChoice(), callType === 'VIDEO');
      try {
        const c = await callApi.join(meetingId, tz).catch((e: unknown) => {
          void opening.then((m) => m.stream.getTracks().forEach((t) => t.stop()));
          throw e;
        });
        const media = await opening;
        if (cancelled) {
          media.stream.getTracks().forEach((t) => t.stop());
          return;
        }
        setCall(c);
        setPeerHere(c.peer_present);
        localRef.current = media.stream;
        setLocal(media.stream);
        if (c.call_type === 'VIDEO' && media.stream.getVideoTracks().length === 0) {
          mediaState.current.video = false;
          setCameraOff(true);
        }
        if (media.problem === 'denied') setNotice('Your browser blocked the microphone. The other side cannot hear you until you allow it.');
        sendRef.current = createSignalSender(meetingId);
        const offerer = c.role === 'LAWYER';
        // Our join told the other party we are here; a lawyer joining a client who waits offers now.
        if (offerer && c.peer_present) buildPeer(c, newConnectionId());
        else sendRef.current.send({ kind: 'media', ...mediaState.current });
        unsubscribe = subscribeCallEvents(meetingId, (event: CallEvent) => {
          if (event.kind === 'presence') {
            setPeerHere(event.state !== 'left');
            if (event.state === 'in-call' && !event.snapshot) {
              // The other side (re)joined, or asks to start over: the lawyer makes a new connection.
              if (offerer) buildPeer(c, newConnectionId());
              setNotice(null);
            }
            if (event.state === 'left' && !event.snapshot) setNotice(`${c.peer.name} left the call.`);
            return;
          }
          if (event.kind === 'hangup') {
            setPeerHere(false);
            setNotice(`${c.peer.name} left the call.`);
            return;
          }
          if (event.kind === 'media') {
            setPeerMedia({ audio: event.audio, video: event.video });
            return;
          }
          // The client answers each new connection of the lawyer on a new connection of its own.
          if (!offerer && event.kind === 'offer' && peerRef.current?.conn !== event.conn) buildPeer(c, event.conn);
          if (peerRef.current && event.conn === peerRef.current.conn) void peerRef.current.handle(event);
        }, { after: c.events_after });
        setPhase('in-call');
        void listDevices().then((d) => setDevices({ cameras: d.cameras, microphones: d.microphones }));
      } catch (e) {
        if (cancelled) return;
        setError(e instanceof ApiError ? e.message : 'The call could not start. Please reload the page.');
        setPhase('error');
      }
    })();
    const onPageHide = () => callApi.leaveOnUnload(meetingId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      unsubscribe();
      sendRef.current?.close();
      peerRef.current?.close();
      peerRef.current = null;
      localRef.current?.getTracks().forEach((t) => t.stop());
      localRef.current = null;
    };
  }, [meetingId, callType, buildPeer]);

  // Recovery: the lawyer restarts ICE first (keeps the call). A connection that does not come up —
  // after a drop the restart could not mend, or at the start — is built anew; the client waits a
  // little longer before asking, so the lawyer's own rebuild usually comes first.
  useEffect(() => {
    if (!call || !peerHere || connection === 'connected') return;
    const lawyer = call.role === 'LAWYER';
    const dropped = connection === 'disconnected' || connection === 'failed';
    const restart = dropped ? setTimeout(() => peerRef.current?.restartIce(), connection === 'failed' ? 0 : 2000) : undefined;
    const rebuild = setTimeout(() => {
      if (peerRef.current?.pc.connectionState !== 'connected') startOver(call);
    }, lawyer ? REBUILD_AFTER_MS : CLIENT_REBUILD_AFTER_MS);
    return () => {
      clearTimeout(restart);
      clearTimeout(rebuild);
    };
  }, [connection, call, peerHere, generation, startOver]);

  useEffect(() => {
    const previous = { lost: 0, received: 0 };
    const timer = setInterval(async () => {
      const pc = peerRef.current?.pc;
      if (!pc || pc.connectionState !== 'connected') return;
      const q = await readQuality(pc, previous);
      previous.lost = q.lost;
      previous.received = q.received;
      setQuality(q.quality);
    }, 2000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remoteVideo.current) remoteVideo.current.srcObject = remote;
    if (remoteAudio.current) remoteAudio.current.srcObject = remote;
  }, [remote]);
  useEffect(() => {
    if (selfVideo.current) selfVideo.current.srcObject = local;
  }, [local]);
  // iOS pauses media elements when the page is hidden; play them again on return.
  useEffect(() => {
    const resume = () => {
      if (document.visibilityState === 'visible') {
        void remoteVideo.current?.play().catch(() => undefined);
        void remoteAudio.current?.play().catch(() => undefined);
      }
    };
    document.addEventListener('visibilitychange', resume);
    return () => document.removeEventListener('visibilitychange', resume);
  }, []);

  const toggleMute = async () => {
    const next = !muted;
    mediaState.current.audio = !next;
    await peerRef.current?.replaceTrack('audio', next ? null : (localRef.current?.getAudioTracks()[0] ?? null));
    setMuted(next);
    sendRef.current?.send({ kind: 'media', ...mediaState.current });
  };

  const toggleCamera = async () => {
    const next = !cameraOff;
    let track = localRef.current?.getVideoTracks()[0] ?? null;
    if (!next && (!track || track.readyState === 'ended')) {
      const fresh = await openLocalMedia({ ...loadDeviceChoice(), audioOnly: false }, true);
      track = fresh.stream.getVideoTracks()[0] ?? null;
      fresh.stream.getAudioTracks().forEach((t) => t.stop());
      if (!track) return;
      localRef.current?.addTrack(track);
      setLocal(new MediaStream(localRef.current?.getTracks() ?? []));
    }
    mediaState.current.video = !next;
    await peerRef.current?.replaceTrack('video', next ? null : track);
    if (track) track.enabled = !next;
    setCameraOff(next);
    sendRef.current?.send({ kind: 'media', ...mediaState.current });
  };

  const switchDevice = async (kind: 'audio' | 'video', deviceId: string) => {
    const constraints = kind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { deviceId: { exact: deviceId } } };
    const stream = await navigator.mediaDevices.getUserMedia(constraints).catch(() => null);
    const track = stream?.getTracks()[0];
    if (!track || !localRef.current) return;
    const old = kind === 'audio' ? localRef.current.getAudioTracks()[0] : localRef.current.getVideoTracks()[0];
    if (old) {
      localRef.current.removeTrack(old);
      old.stop();
    }
    localRef.current.addTrack(track);
    setLocal(new MediaStream(localRef.current.getTracks()));
    const sending = kind === 'audio' ? mediaState.current.audio : mediaState.current.video;
    if (sending) await peerRef.current?.replaceTrack(kind, track);
    saveDeviceChoice({ ...loadDeviceChoice(), [kind === 'audio' ? 'audioId' : 'videoId']: deviceId });
  };

  const leave = async () => {
    sendRef.current?.send({ kind: 'hangup' });
    await callApi.leave(meetingId).catch(() => undefined);
    // Closing the call clears the call data (spec §4): tracks, connection, stream and state.
    peerRef.current?.close();
    peerRef.current = null;
    localRef.current?.getTracks().forEach((t) => t.stop());
    localRef.current = null;
    setLocal(null);
    setRemote(null);
    setCall(null);
    setPhase('left');
    // The meeting page shows the attendance this call just wrote: drop the copy loaded at join time.
    await queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId) });
    router.push(`${portal}/meeting/${meetingId}`);
  };

  if (phase === 'error') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 p-6 text-center text-white">
        <h1 className="text-xl font-semibold">The call could not start</h1>
        <p role="alert" className="max-w-md text-slate-300">{error}</p>
        <a href={`${portal}/meeting/${meetingId}/join`} className="btn-secondary">Back to the lobby</a>
      </main>
    );
  }

  const isVideo = call?.call_type === 'VIDEO';
  const reconnecting = connection === 'disconnected' || connection === 'failed';
  const showRemoteVideo = isVideo && remote && remote.getVideoTracks().length > 0 && peerMedia.video;
  return (
    <main className="flex h-dvh flex-col bg-slate-950 text-white" aria-label="Consultation call" data-call-phase={phase} data-connection={connection}>
      <header className="flex items-center gap-3 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{call ? call.peer.name : 'Joining…'}</p>
          <p className="text-xs text-slate-400">
            {isVideo ? 'Video consultation' : 'Phone consultation · audio in your browser'}
            {call && ` · ${timeLeft(call.end_time, now)}`}
          </p>
        </div>
        <QualityBars quality={connection === 'connected' ? quality : 'unknown'} />
        <button type="button" className="rounded-full p-2 hover:bg-white/10 lg:hidden" aria-label={panel ? 'Close files and comments' : 'Files and comments'} onClick={() => setPanel(!panel)}>
          {panel ? <X size={20} /> : <MessageSquare size={20} />}
        </button>
      </header>
      {reconnecting && (
        <p role="status" className="mx-4 mb-2 flex items-center gap-2 rounded-lg bg-amber-500/20 px-3 py-2 text-sm text-amber-200">
          <WifiOff size={16} aria-hidden /> Reconnecting… the call continues when the network is back.
        </p>
      )}
      {notice && !reconnecting && (
        <p role="status" className="mx-4 mb-2 rounded-lg bg-white/10 px-3 py-2 text-sm text-slate-200">{notice}</p>
      )}
      <div className="flex min-h-0 flex-1 gap-3 px-3 pb-3">
        <section className="relative min-h-0 flex-1 overflow-hidden rounded-2xl bg-slate-900" aria-label={call ? `${call.peer.name}` : 'Other party'}>
          <audio ref={remoteAudio} autoPlay data-testid="remote-audio" />
          {showRemoteVideo ? (
            <video ref={remoteVideo} autoPlay playsInline muted className="h-full w-full object-cover" data-testid="remote-video" />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
              {call && <UserAvatar user={{ first_name: call.peer.name.replace(/^Atty\. /, ''), last_name: '', picture_url: call.peer.picture_url }} size={96} />}
              <p className="text-lg font-medium">{call?.peer.name}</p>
              <p className="text-sm text-slate-400">
                {!peerHere ? `Waiting for ${call?.peer.name ?? 'the other party'} to join…` : connection === 'connected' ? (isVideo ? 'Camera is off' : 'Audio call') : 'Connecting…'}
              </p>
              {peerHere && !peerMedia.audio && <p className="text-sm text-slate-400">Microphone is muted</p>}
            </div>
          )}
          {isVideo && (
            <div className="absolute bottom-3 right-3 aspect-[3/4] w-24 overflow-hidden rounded-xl bg-slate-800 shadow-lg ring-1 ring-white/20 sm:aspect-video sm:w-48">
              {cameraOff ? (
                <div className="flex h-full items-center justify-center text-xs text-slate-400">Camera off</div>
              ) : (
                <video ref={selfVideo} autoPlay playsInline muted className="h-full w-full -scale-x-100 object-cover" aria-label="Your camera" />
              )}
            </div>
          )}
        </section>
        <aside
          className={`${panel ? 'fixed inset-x-0 bottom-0 top-14 z-20 block' : 'hidden'} overflow-y-auto bg-slate-100 p-3 text-slate-900 lg:static lg:block lg:w-96 lg:rounded-2xl`}
          aria-label="Files and comments"
        >
          {meeting.data ? (
            <div className="flex flex-col gap-3">
              <MeetingFiles meetingId={meetingId} files={meeting.data.files} />
              <MeetingComments meetingId={meetingId} comments={meeting.data.comments} />
            </div>
          ) : (
            <p className="p-3 text-sm text-slate-600">Loading files and comments…</p>
          )}
        </aside>
      </div>
      <CallControls
        isVideo={isVideo}
        muted={muted}
        cameraOff={cameraOff}
        microphones={devices.microphones}
        cameras={devices.cameras}
        onToggleMute={toggleMute}
        onToggleCamera={toggleCamera}
        onSwitchDevice={(kind, id) => void switchDevice(kind, id)}
        onLeave={leave}
      />
    </main>
  );
}
