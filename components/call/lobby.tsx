'use client';

import { Mic, Video, Volume2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { formatDayTime, formatTime, withZone } from '@/lib/format/zoned-time';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useNow } from '@/components/ui/use-now';
import { whenIdle } from '@/components/ui/when-idle';
import { createSignalSender, subscribeCallEvents } from '@/lib/api/call';
import {
  handOffStream,
  listDevices,
  loadDeviceChoice,
  openLocalMedia,
  saveDeviceChoice,
  type DeviceChoice,
  type MediaProblem,
} from '@/lib/call/devices';
import { JOIN_OPENS_BEFORE_MINUTES } from '@/lib/config/time';
import type { CallParty, CallType } from '@/lib/dto/video-call';

export type LobbyProps = {
  meetingId: string;
  callType: CallType;
  start: string;
  end: string;
  opensAt: string;
  peer: CallParty;
  /** 'open' or 'not-open-yet'; the page shows the other states itself. */
  state: 'open' | 'not-open-yet';
};

/** When the lobby starts warming the call page: after its own start-up work (devices, events). */
const CALL_WARM_AFTER_MS = 3000;

function countdown(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h} h ${m} min` : `${m}:${String(sec).padStart(2, '0')}`;
}

/** A short two-note chime through a media element (so it follows the chosen speaker). */
function chimeUrl(): string {
  const rate = 8000;
  const samples = Math.round(rate * 0.6);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const freq = t < 0.3 ? 660 : 880;
    const fade = Math.min(1, (samples - i) / 800);
    view.setInt16(44 + i * 2, Math.sin(2 * Math.PI * freq * t) * 0.4 * fade * 32767, true);
  }
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
}

const HELP: Record<Exclude<MediaProblem, null>, { title: string; steps: string[] }> = {
  denied: {
    title: 'Your browser is blocking the camera or microphone',
    steps: [
      'Chrome on a computer: click the camera icon or the lock at the left of the address bar, choose Allow, then reload.',
      'Safari on iPhone: open Settings › Safari › Camera and Microphone, choose Allow (or Ask), then come back and reload.',
      'Chrome on Android: tap the lock at the left of the address bar › Permissions, turn on Camera and Microphone, then reload.',
    ],
  },
  'no-device': {
    title: 'No microphone was found',
    steps: [
      'Plug in a headset or earphones with a microphone, or join from your phone.',
      'On a laptop, check that the microphone is not switched off in the system settings.',
    ],
  },
  'in-use': {
    title: 'Another app is using your camera or microphone',
    steps: ['Close other video apps (Zoom, Messenger, Teams) or other browser tabs with a call, then reload.'],
  },
};

/**
 * The join page's device check and waiting room: preview, level meter, device pickers, speaker test,
 * help when something is blocked, the other party's presence, the start time and a countdown in the
 * viewer's zone, and the Join button once the call is open.
 */
export function Lobby({ meetingId, callType, start, end, opensAt, peer, state }: LobbyProps) {
  const router = useRouter();
  const zone = useViewerTimeZone();
  const now = useNow(1000);
  const isVideo = callType === 'VIDEO';
  // Rendered in the browser only (next/dynamic, ssr: false), so localStorage is there.
  const [choice, setChoice] = useState<DeviceChoice>(loadDeviceChoice);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [noCamera, setNoCamera] = useState(false);
  const [devices, setDevices] = useState<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[]; speakers: MediaDeviceInfo[] }>({
    cameras: [],
    microphones: [],
    speakers: [],
  });
  // The meter's bar, drawn straight from the animation frame: a React state would render the whole
  // lobby 60 times a second (issue 28: the lobby's main thread was never idle, 1.5 s of blocking time).
  const levelBar = useRef<HTMLSpanElement>(null);
  const [presence, setPresence] = useState<'in-call' | 'lobby' | 'left'>('left');
  const [joining, setJoining] = useState(false);
  const preview = useRef<HTMLVideoElement>(null);
  const speaker = useRef<HTMLAudioElement>(null);
  const streamRef = useRef<MediaStream | null>(null);

  // Warm the call page while the person checks their devices, so Join starts the call at once: its
  // code (the call room and the schemas it parses events with) is fetched and compiled once the lobby
  // has settled — a few seconds in, when the browser is idle — or at once when a pointer or focus
  // reaches Join. Loading it with the lobby put ~0.5 s of compiling in the lobby's first seconds (issue 28).
  const warmed = useRef(false);
  const warmCall = useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    router.prefetch(`/meeting/${meetingId}/call`);
    void import('./call-room');
  }, [router, meetingId]);
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => (cancelIdle = whenIdle(warmCall, 2000)), CALL_WARM_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [warmCall]);

  // (Re)open the chosen devices; stop the previous ones first so a phone's camera is free.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      streamRef.current?.getTracks().forEach((t) => t.stop());
      const media = await openLocalMedia(choice, isVideo);
      if (cancelled) {
        media.stream.getTracks().forEach((t) => t.stop());
        return;
      }
      streamRef.current = media.stream;
      setStream(media.stream);
      setProblem(media.problem);
      setNoCamera(isVideo && media.videoFailed && media.problem !== 'denied');
      setDevices(await listDevices());
    })();
    return () => {
      cancelled = true;
    };
  }, [choice, isVideo]);

  useEffect(() => () => streamRef.current?.getTracks().forEach((t) => t.stop()), []);

  useEffect(() => {
    const onChange = () => void listDevices().then(setDevices);
    navigator.mediaDevices?.addEventListener('devicechange', onChange);
    return () => navigator.mediaDevices?.removeEventListener('devicechange', onChange);
  }, []);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
    const track = stream?.getAudioTracks()[0];
    if (!track) return;
    // The level meter listens to the local microphone only (remote sound never goes through Web Audio).
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let shown = '0.00';
    const tick = () => {
      analyser.getByteTimeDomainData(data);
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128));
      const level = Math.min(1, peak / 64).toFixed(2);
      const bar = levelBar.current;
      if (bar && level !== shown) {
        shown = level;
        bar.style.width = `${Math.round(Number(level) * 100)}%`;
        bar.dataset.level = level;
      }
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);

  // Presence both ways: we announce the lobby, and hear where the other party is.
  useEffect(() => {
    if (state !== 'open') return;
    const sender = createSignalSender(meetingId);
    sender.send({ kind: 'presence', state: 'lobby' });
    const again = setInterval(() => sender.send({ kind: 'presence', state: 'lobby' }), 20_000);
    const unsubscribe = subscribeCallEvents(meetingId, (event) => {
      if (event.kind === 'presence') setPresence(event.state);
      if (event.kind === 'hangup') setPresence('left');
    });
    return () => {
      clearInterval(again);
      unsubscribe();
      sender.close();
    };
  }, [meetingId, state]);

  const update = (next: DeviceChoice) => {
    const merged = { ...choice, ...next };
    saveDeviceChoice(merged);
    setChoice(merged);
  };

  const testSpeaker = async () => {
    const audio = speaker.current;
    if (!audio) return;
    audio.src = chimeUrl();
    const sinkId = choice.speakerId;
    if (sinkId && 'setSinkId' in audio)
      await (audio as HTMLAudioElement & { setSinkId(id: string): Promise<void> }).setSinkId(sinkId).catch(() => undefined);
    await audio.play().catch(() => undefined);
  };

  const join = () => {
    setJoining(true);
    // The call page takes these tracks over; the lobby's unmount must not stop them.
    if (streamRef.current) handOffStream(meetingId, streamRef.current);
    streamRef.current = null;
    router.push(`/meeting/${meetingId}/call`);
  };

  const opens = Date.parse(opensAt);
  const open = state === 'open' || (now !== null && now >= opens);
  const startsIn = now === null ? null : Date.parse(start) - now;
  const peerWaiting = presence !== 'left';

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <section aria-label="Device check" className="overflow-hidden rounded-2xl bg-slate-900 text-white shadow-lg">
        <div className="relative aspect-video bg-slate-800">
          {isVideo && !choice.audioOnly && !noCamera && stream?.getVideoTracks().length ? (
            <video
              ref={preview}
              autoPlay
              playsInline
              muted
              className="h-full w-full -scale-x-100 object-cover"
              aria-label="Your camera preview"
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-300">
              <Mic size={40} aria-hidden />
              <p>
                {isVideo
                  ? noCamera
                    ? 'No camera found: you will join with sound only.'
                    : 'Audio only: your camera stays off.'
                  : 'Phone consultation: an audio call in your browser. Nobody will ring you.'}
              </p>
            </div>
          )}
          <div
            className="absolute bottom-3 left-3 flex items-center gap-2 rounded-full bg-black/50 px-3 py-1.5 text-xs"
            role="img"
            aria-label="Microphone level"
          >
            <Mic size={14} aria-hidden />
            <span className="h-1.5 w-24 overflow-hidden rounded-full bg-white/20">
              <span
                className="block h-full rounded-full bg-emerald-400 transition-[width] duration-75"
                ref={levelBar}
                style={{ width: '0%' }}
                data-testid="mic-level"
                data-level="0.00"
              />
            </span>
          </div>
        </div>
        <div className="grid gap-3 p-4 sm:grid-cols-2">
          {isVideo && (
            <label className="text-sm">
              <span className="mb-1 flex items-center gap-1 text-slate-300">
                <Video size={14} aria-hidden /> Camera
              </span>
              <select
                className="w-full rounded-lg bg-white/10 px-3 py-2"
                value={choice.videoId ?? ''}
                onChange={(e) => update({ videoId: e.target.value })}
                disabled={choice.audioOnly}
              >
                <option value="" className="text-slate-900">
                  Default camera
                </option>
                {devices.cameras.map((d, i) => (
                  <option key={d.deviceId} value={d.deviceId} className="text-slate-900">
                    {d.label || `Camera ${i + 1}`}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="text-sm">
            <span className="mb-1 flex items-center gap-1 text-slate-300">
              <Mic size={14} aria-hidden /> Microphone
            </span>
            <select
              className="w-full rounded-lg bg-white/10 px-3 py-2"
              value={choice.audioId ?? ''}
              onChange={(e) => update({ audioId: e.target.value })}
            >
              <option value="" className="text-slate-900">
                Default microphone
              </option>
              {devices.microphones.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId} className="text-slate-900">
                  {d.label || `Microphone ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
          {devices.speakers.length > 1 && (
            <label className="text-sm">
              <span className="mb-1 flex items-center gap-1 text-slate-300">
                <Volume2 size={14} aria-hidden /> Speaker
              </span>
              <select
                className="w-full rounded-lg bg-white/10 px-3 py-2"
                value={choice.speakerId ?? ''}
                onChange={(e) => update({ speakerId: e.target.value })}
              >
                <option value="" className="text-slate-900">
                  Default speaker
                </option>
                {devices.speakers.map((d, i) => (
                  <option key={d.deviceId} value={d.deviceId} className="text-slate-900">
                    {d.label || `Speaker ${i + 1}`}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="flex flex-wrap items-end gap-3 text-sm">
            <button type="button" className="rounded-lg bg-white/10 px-3 py-2 hover:bg-white/20" onClick={testSpeaker}>
              <Volume2 size={14} className="mr-1 inline" aria-hidden /> Test speaker
            </button>
            {isVideo && (
              <label className="flex items-center gap-2 py-2">
                <input type="checkbox" checked={Boolean(choice.audioOnly)} onChange={(e) => update({ audioOnly: e.target.checked })} />{' '}
                Audio only
              </label>
            )}
          </div>
          <audio ref={speaker} />
        </div>
        {problem && (
          <div role="alert" className="border-t border-white/10 bg-amber-500/10 p-4 text-sm text-amber-100">
            <p className="font-semibold">{HELP[problem].title}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {HELP[problem].steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section aria-label="Waiting room" className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-3">
          <Avatar src={peer.picture_url} name={peer.name} size={48} priority />
          <div>
            <p className="font-semibold text-slate-900">{peer.name}</p>
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="peer-presence">
              {peerWaiting ? `${peer.name} is waiting` : `Waiting for ${peer.name}`}
            </p>
          </div>
        </div>
        <dl className="text-sm">
          <dt className="font-medium text-slate-600">{isVideo ? 'Video consultation' : 'Phone consultation (audio in your browser)'}</dt>
          <dd className="text-slate-900">{withZone(`${formatDayTime(start, zone)} – ${formatTime(end, zone)}`, zone)}</dd>
        </dl>
        {startsIn !== null && startsIn > 0 && (
          <p className="text-sm text-slate-700">
            Starts in <span className="font-semibold tabular-nums">{countdown(startsIn)}</span>
          </p>
        )}
        <button
          type="button"
          className="btn-primary w-full py-3 text-base"
          onClick={join}
          onPointerEnter={warmCall}
          onFocus={warmCall}
          disabled={!open || joining || problem === 'denied'}
        >
          {joining ? 'Joining…' : 'Join'}
        </button>
        {!open && (
          <p className="text-sm text-slate-600">
            The call opens at {formatTime(opensAt, zone)}, {JOIN_OPENS_BEFORE_MINUTES} minutes before the start.
          </p>
        )}
        <p className="text-xs text-slate-500">
          No app to install: the call runs in this browser. Keep this page open; use earphones to avoid echo.
        </p>
      </section>
    </div>
  );
}
