'use client';

import { Mic, Video, Volume2 } from 'lucide-react';
import { useRef } from 'react';
import type { DeviceChoice, MediaProblem } from '@/lib/call/devices';
import { useT, type Translate } from '@/lib/i18n/client';
import { useMediaElement } from './hooks/use-media-element';
import { useMicLevel } from './hooks/use-mic-level';
import { chimeUrl } from './lobby-chime';
import { MEDIA_HELP } from './lobby-media-help';

type Props = {
  isVideo: boolean;
  choice: DeviceChoice;
  stream: MediaStream | null;
  problem: MediaProblem;
  noCamera: boolean;
  /** The devices for the current choice are still opening. */
  starting: boolean;
  devices: { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[]; speakers: MediaDeviceInfo[] };
  onChange: (next: DeviceChoice) => void;
};

/** What the preview says instead of the picture: the camera starting, audio only, no camera, or a phone consultation. */
function previewNote(
  t: Translate,
  {
    isVideo,
    audioOnly,
    noCamera,
    starting,
  }: {
    isVideo: boolean;
    audioOnly: boolean;
    noCamera: boolean;
    starting: boolean;
  },
) {
  if (!isVideo) return t('lobby.notePhone');
  if (audioOnly) return t('lobby.noteAudioOnly');
  // Opening a camera takes a few seconds; until it answers, nothing has been decided about it.
  if (starting) return t('lobby.noteStarting');
  return noCamera ? t('lobby.noteNoCamera') : t('lobby.noteAudioOnly');
}

/** The lobby's device check: preview, microphone meter, device pickers, speaker test, and help when something is blocked. */
export function DeviceCheck({ isVideo, choice, stream, problem, noCamera, starting, devices, onChange }: Props) {
  const t = useT('call');
  const preview = useMediaElement<HTMLVideoElement>(stream);
  const levelBar = useMicLevel(stream);
  const speaker = useRef<HTMLAudioElement>(null);
  const audioOnly = Boolean(choice.audioOnly);
  const showPreview = isVideo && !audioOnly && !noCamera && !starting && Boolean(stream?.getVideoTracks().length);

  const testSpeaker = async () => {
    const audio = speaker.current;
    if (!audio) return;
    audio.src = chimeUrl();
    const sinkId = choice.speakerId;
    if (sinkId && 'setSinkId' in audio)
      await (audio as HTMLAudioElement & { setSinkId(id: string): Promise<void> }).setSinkId(sinkId).catch(() => undefined);
    await audio.play().catch(() => undefined);
  };

  return (
    <section aria-label={t('lobby.deviceCheck')} className="overflow-hidden rounded-2xl bg-slate-900 text-white shadow-lg">
      <div className="relative aspect-video bg-slate-800">
        {showPreview ? (
          <video
            ref={preview}
            autoPlay
            playsInline
            muted
            className="h-full w-full -scale-x-100 object-cover"
            aria-label={t('lobby.preview')}
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-300" data-testid="preview-note">
            {isVideo && !audioOnly && starting ? <Video size={40} aria-hidden /> : <Mic size={40} aria-hidden />}
            <p>{previewNote(t, { isVideo, audioOnly, noCamera, starting })}</p>
          </div>
        )}
        <div
          className="absolute bottom-3 left-3 flex items-center gap-2 rounded-full bg-black/50 px-3 py-1.5 text-xs"
          role="img"
          aria-label={t('lobby.micLevel')}
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
          <DevicePicker
            label={t('lobby.camera')}
            icon={<Video size={14} aria-hidden />}
            fallback={t('lobby.defaultCamera')}
            unnamed={(n) => t('lobby.numbered', { device: t('lobby.camera'), n })}
            value={choice.videoId}
            list={devices.cameras}
            disabled={audioOnly}
            onChange={(videoId) => onChange({ videoId })}
          />
        )}
        <DevicePicker
          label={t('lobby.microphone')}
          icon={<Mic size={14} aria-hidden />}
          fallback={t('lobby.defaultMicrophone')}
          unnamed={(n) => t('lobby.numbered', { device: t('lobby.microphone'), n })}
          value={choice.audioId}
          list={devices.microphones}
          onChange={(audioId) => onChange({ audioId })}
        />
        {devices.speakers.length > 1 && (
          <DevicePicker
            label={t('lobby.speaker')}
            icon={<Volume2 size={14} aria-hidden />}
            fallback={t('lobby.defaultSpeaker')}
            unnamed={(n) => t('lobby.numbered', { device: t('lobby.speaker'), n })}
            value={choice.speakerId}
            list={devices.speakers}
            onChange={(speakerId) => onChange({ speakerId })}
          />
        )}
        <div className="flex flex-wrap items-end gap-3 text-sm">
          <button type="button" className="rounded-lg bg-white/10 px-3 py-2 hover:bg-white/20" onClick={testSpeaker}>
            <Volume2 size={14} className="mr-1 inline" aria-hidden /> {t('lobby.testSpeaker')}
          </button>
        </div>
        <audio ref={speaker} />
      </div>
      {problem && (
        <div role="alert" className="border-t border-white/10 bg-amber-500/10 p-4 text-sm text-amber-100">
          <p className="font-semibold">{t(MEDIA_HELP[problem].title)}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {MEDIA_HELP[problem].steps.map((s) => (
              <li key={s}>{t(s)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function DevicePicker(props: {
  label: string;
  icon: React.ReactNode;
  fallback: string;
  /** The name of the n-th device the browser does not name ("Camera 2"). */
  unnamed: (n: number) => string;
  value: string | undefined;
  list: MediaDeviceInfo[];
  disabled?: boolean;
  onChange: (deviceId: string) => void;
}) {
  return (
    <label className="text-sm">
      <span className="mb-1 flex items-center gap-1 text-slate-300">
        {props.icon} {props.label}
      </span>
      <select
        className="w-full rounded-lg bg-white/10 px-3 py-2"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
        disabled={props.disabled}
      >
        <option value="" className="text-slate-900">
          {props.fallback}
        </option>
        {props.list.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId} className="text-slate-900">
            {d.label || props.unnamed(i + 1)}
          </option>
        ))}
      </select>
    </label>
  );
}
