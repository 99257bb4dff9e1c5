import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';

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
  return (
    <nav aria-label="Call controls" className="flex flex-wrap items-center justify-center gap-3 px-4 pb-5">
      <button
        type="button"
        onClick={onToggleMute}
        aria-pressed={muted}
        aria-label={muted ? 'Unmute microphone' : 'Mute microphone'}
        className={`rounded-full p-4 ${muted ? 'bg-white text-slate-900' : 'bg-white/10 hover:bg-white/20'}`}
      >
        {muted ? <MicOff size={22} /> : <Mic size={22} />}
      </button>
      {isVideo && (
        <button
          type="button"
          onClick={onToggleCamera}
          aria-pressed={cameraOff}
          aria-label={cameraOff ? 'Turn camera on' : 'Turn camera off'}
          className={`rounded-full p-4 ${cameraOff ? 'bg-white text-slate-900' : 'bg-white/10 hover:bg-white/20'}`}
        >
          {cameraOff ? <VideoOff size={22} /> : <Video size={22} />}
        </button>
      )}
      {microphones.length > 1 && (
        <select
          aria-label="Microphone"
          className="hidden max-w-40 rounded-full sm:block bg-white/10 px-3 py-3 text-sm"
          onChange={(e) => onSwitchDevice('audio', e.target.value)}
          defaultValue=""
        >
          <option value="" disabled>
            Microphone
          </option>
          {microphones.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId} className="text-slate-900">
              {d.label || `Microphone ${i + 1}`}
            </option>
          ))}
        </select>
      )}
      {isVideo && cameras.length > 1 && (
        <select
          aria-label="Camera"
          className="hidden max-w-40 rounded-full sm:block bg-white/10 px-3 py-3 text-sm"
          onChange={(e) => onSwitchDevice('video', e.target.value)}
          defaultValue=""
        >
          <option value="" disabled>
            Camera
          </option>
          {cameras.map((d, i) => (
            <option key={d.deviceId} value={d.deviceId} className="text-slate-900">
              {d.label || `Camera ${i + 1}`}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        onClick={onLeave}
        className="flex items-center gap-2 rounded-full bg-red-600 px-6 py-4 font-semibold hover:bg-red-500"
      >
        <PhoneOff size={20} aria-hidden /> Leave
      </button>
    </nav>
  );
}
