import type { MediaProblem } from '@/lib/call/devices';

/** What to do when the browser blocks, lacks or cannot open the camera or microphone, per browser. */
export const MEDIA_HELP: Record<Exclude<MediaProblem, null>, { title: string; steps: string[] }> = {
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
