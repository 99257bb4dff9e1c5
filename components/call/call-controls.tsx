'use client';

import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useT } from '@/lib/i18n/client';

type Props = {
  isVideo: boolean;
  muted: boolean;
  cameraOff: boolean;
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onSwitchDevice: (kind: 'audio' | 'video', deviceId: string) => void;
  onLeave: () => void;
};

/** The call's control bar: microphone, camera, device pickers (from sm up) and Leave. */
export function CallControls({
  isVideo,
  muted,
  cameraOff,
  microphones,
  cameras,
  onToggleMute,
  onToggleCamera,
  onSwitchDevice,
  onLeave,
}: Props) {
  const t = useT('call');
  return (
    <nav aria-label={t('controls.nav')} className="flex flex-wrap items-center justify-center gap-3 px-4 pb-5">
      <button
        type="button"
        onClick={onToggleMute}
        aria-pressed={muted}
        aria-label={muted ? t('controls.unmute') : t('controls.mute')}
        className={`rounded-full p-4 ${muted ? 'bg-white text-slate-900' : 'bg-white/10 hover:bg-white/20'}`}
      >
        {muted ? <MicOff size={22} /> : <Mic size={22} />}
      </button>
      {isVideo && (
        <button
          type="button"
          onClick={onToggleCamera}
          aria-pressed={cameraOff}
          aria-label={cameraOff ? t('controls.cameraOn') : t('controls.cameraOff')}
          className={`rounded-full p-4 ${cameraOff ? 'bg-white text-slate-900' : 'bg-white/10 hover:bg-white/20'}`}
        >
          {cameraOff ? <VideoOff size={22} /> : <Video size={22} />}
        </button>
      )}
      {microphones.length > 1 && (
        <select
          aria-label={t('controls.microphone')}
          className="hidden max-w-40 rounded-full sm:block bg-white/10 px-3 py-3 text-sm"
          onChange={(e) => onSwitchDevice('audio', e.target.value)}
          defaultValue=""
        >
          <option value="" disabled>
            {t('controls.microphone')}
          </option>
          {microphones.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId} className="text-slate-900">
              {d.label || t('controls.numbered', { device: t('controls.microphone'), n: i + 1 })}
            </option>
          ))}
        </select>
      )}
      {isVideo && cameras.length > 1 && (
        <select
          aria-label={t('controls.camera')}
          className="hidden max-w-40 rounded-full sm:block bg-white/10 px-3 py-3 text-sm"
          onChange={(e) => onSwitchDevice('video', e.target.value)}
          defaultValue=""
        >
          <option value="" disabled>
            {t('controls.camera')}
          </option>
          {cameras.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId} className="text-slate-900">
              {d.label || t('controls.numbered', { device: t('controls.camera'), n: i + 1 })}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        onClick={onLeave}
        className="flex items-center gap-2 rounded-full bg-red-600 px-6 py-4 font-semibold hover:bg-red-500"
      >
        <PhoneOff size={20} aria-hidden /> {t('controls.leave')}
      </button>
    </nav>
  );
}
