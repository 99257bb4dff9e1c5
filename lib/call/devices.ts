/** The devices a person chose in the lobby, remembered for the call page and the next call. */
export type DeviceChoice = { audioId?: string; videoId?: string; speakerId?: string; audioOnly?: boolean };

const KEY = 'abogado.call.devices';

export function loadDeviceChoice(): DeviceChoice {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as DeviceChoice;
  } catch {
    return {};
  }
}

export function saveDeviceChoice(choice: DeviceChoice): void {
  localStorage.setItem(KEY, JSON.stringify(choice));
}

export type MediaProblem = 'denied' | 'no-device' | 'in-use' | null;

/** Camera and microphone as chosen; without a camera (or "audio only") the call goes on with sound. */
export async function openLocalMedia(
  choice: DeviceChoice,
  wantVideo: boolean,
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream> = (c) => navigator.mediaDevices.getUserMedia(c),
): Promise<{ stream: MediaStream; problem: MediaProblem; videoFailed: boolean }> {
  const audio: MediaTrackConstraints | boolean = choice.audioId
    ? { deviceId: { ideal: choice.audioId }, echoCancellation: true, noiseSuppression: true }
    : { echoCancellation: true, noiseSuppression: true };
  const video: MediaTrackConstraints | false =
    wantVideo && !choice.audioOnly
      ? { deviceId: choice.videoId ? { ideal: choice.videoId } : undefined, width: { ideal: 1280 }, height: { ideal: 720 } }
      : false;
  try {
    return { stream: await getUserMedia({ audio, video }), problem: null, videoFailed: false };
  } catch (error) {
    const name = (error as DOMException).name;
    if (name === 'NotAllowedError' || name === 'SecurityError')
      return { stream: new MediaStream(), problem: 'denied', videoFailed: Boolean(video) };
    if (video) {
      // "Requested device not found" on a machine without a camera: fall back to sound only.
      try {
        return { stream: await getUserMedia({ audio }), problem: null, videoFailed: true };
      } catch (second) {
        const n = (second as DOMException).name;
        return {
          stream: new MediaStream(),
          problem: n === 'NotAllowedError' ? 'denied' : n === 'NotReadableError' ? 'in-use' : 'no-device',
          videoFailed: true,
        };
      }
    }
    return { stream: new MediaStream(), problem: name === 'NotReadableError' ? 'in-use' : 'no-device', videoFailed: false };
  }
}

export async function listDevices(): Promise<{ cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[]; speakers: MediaDeviceInfo[] }> {
  const all = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: all.filter((d) => d.kind === 'videoinput'),
    microphones: all.filter((d) => d.kind === 'audioinput'),
    speakers: all.filter((d) => d.kind === 'audiooutput'),
  };
}

/**
 * The lobby's open camera and microphone, handed to the call page on Join (a client navigation),
 * so the call starts without asking for the devices a second time.
 */
let handedOff: { meetingId: string; stream: MediaStream } | null = null;

export function handOffStream(meetingId: string, stream: MediaStream): void {
  handedOff?.stream.getTracks().forEach((t) => t.stop());
  handedOff = { meetingId, stream };
}

/** The handed-off stream if it belongs to this meeting and is still live; anything else is stopped. */
export function takeHandedOffStream(meetingId: string): MediaStream | null {
  const taken = handedOff;
  handedOff = null;
  if (!taken) return null;
  const live = taken.meetingId === meetingId && taken.stream.getTracks().some((t) => t.readyState === 'live');
  if (!live) taken.stream.getTracks().forEach((t) => t.stop());
  return live ? taken.stream : null;
}
