'use client';

import { useEffect, useRef } from 'react';

/** What useModeCamera reads of the devices (useLocalMedia). */
type Camera = { ready: boolean; cameraOff: boolean; turnCameraOff: () => unknown; turnCameraOn: () => unknown };

/**
 * Audio only stops the camera too (its light goes out, a phone saves its battery); leaving audio only
 * opens it again if it was this mode, not the person, that turned it off.
 */
export function useModeCamera(callType: 'VIDEO' | 'PHONE', audioOnly: boolean, camera: Camera) {
  const cameraOffByMode = useRef(false);
  const startSeen = useRef(false);
  const { ready, cameraOff, turnCameraOff, turnCameraOn } = camera;
  useEffect(() => {
    if (callType !== 'VIDEO' || !ready) return;
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
  }, [audioOnly, cameraOff, callType, ready, turnCameraOff, turnCameraOn]);
}
