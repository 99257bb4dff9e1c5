import type { MediaProblem } from '@/lib/call/devices';

/**
 * What to do when the browser blocks, lacks or cannot open the camera or microphone, per browser:
 * the catalogue keys (`call` namespace) of each problem's title and steps.
 */
export const MEDIA_HELP: Record<Exclude<MediaProblem, null>, { title: string; steps: string[] }> = {
  denied: {
    title: 'lobby.help.denied.title',
    steps: ['lobby.help.denied.step1', 'lobby.help.denied.step2', 'lobby.help.denied.step3'],
  },
  'no-device': {
    title: 'lobby.help.noDevice.title',
    steps: ['lobby.help.noDevice.step1', 'lobby.help.noDevice.step2'],
  },
  'in-use': {
    title: 'lobby.help.inUse.title',
    steps: ['lobby.help.inUse.step1'],
  },
};
