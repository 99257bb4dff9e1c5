'use client';

import { useEffect } from 'react';
import type { CallEventInput, VideoCall } from '@/lib/dto/video-call';
import type { CallMode } from '@/lib/rules/call-mode';

/**
 * The other party sees our microphone and camera as they are: on join, on every change, and again
 * whenever a new connection starts (`generation`: they may have reloaded). With them, the mode this
 * person asks for (`mine`): the other party's page caps what it sends too.
 */
export function useMediaSignal({
  call,
  send,
  callType,
  media,
  generation,
  mine,
}: {
  call: VideoCall | null;
  send: (event: CallEventInput) => void;
  callType: 'VIDEO' | 'PHONE';
  media: { ready: boolean; muted: boolean; cameraOff: boolean };
  generation: number;
  mine: CallMode;
}) {
  const { ready, muted, cameraOff } = media;
  useEffect(() => {
    if (call && ready) send({ kind: 'media', audio: !muted, video: callType === 'VIDEO' && !cameraOff, mode: mine });
  }, [call, ready, muted, cameraOff, callType, generation, send, mine]);
}
