'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { listDevices, loadDeviceChoice, saveDeviceChoice, takeHandedOffStream } from '@/lib/call/devices';
import { LocalMedia, type LocalMediaDeps, type LocalMediaState } from '@/lib/call/local-media';
import type { MediaKind } from '@/lib/call/peer';

/** How often the page checks that the camera and microphone it sends are still running. */
const HEAL_EVERY_MS = 3_000;

type Devices = { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] };

const browserDeps = (): LocalMediaDeps => ({
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  loadChoice: loadDeviceChoice,
  saveChoice: saveDeviceChoice,
});

/**
 * Devices: the person's camera and microphone for the call (lib/call/local-media.ts), the controls
 * that switch them, and the upkeep that brings them back — when the page becomes visible again
 * (phones stop the camera in the background), when a track ends, when devices change, and every
 * HEAL_EVERY_MS. `onTrack` hears every change of what should be sent.
 */
export function useLocalMedia(
  meetingId: string,
  callType: 'VIDEO' | 'PHONE',
  options: { onTrack?: (kind: MediaKind, track: MediaStreamTrack | null) => void; deps?: () => LocalMediaDeps } = {},
) {
  const mediaRef = useRef<LocalMedia | null>(null);
  const onTrackRef = useRef(options.onTrack);
  useEffect(() => {
    onTrackRef.current = options.onTrack;
  });
  const [state, setState] = useState<LocalMediaState | null>(null);
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const media = new LocalMedia(callType, (options.deps ?? browserDeps)());
    mediaRef.current = media;
    const unsubscribe = media.subscribe(setState);
    const unsubscribeTracks = media.onTrack((kind, track) => onTrackRef.current?.(kind, track));
    const refreshDevices = () =>
      void listDevices().then(
        (d) => setDevices({ cameras: d.cameras, microphones: d.microphones }),
        () => undefined,
      );
    void media.start(takeHandedOffStream(meetingId)).then(() => {
      setReady(true);
      refreshDevices();
    });
    const heal = () => {
      if (document.visibilityState === 'visible') void media.heal();
    };
    const onDevices = () => {
      refreshDevices();
      heal();
    };
    document.addEventListener('visibilitychange', heal);
    navigator.mediaDevices?.addEventListener?.('devicechange', onDevices);
    const watchdog = setInterval(heal, HEAL_EVERY_MS);
    return () => {
      unsubscribe();
      unsubscribeTracks();
      clearInterval(watchdog);
      document.removeEventListener('visibilitychange', heal);
      navigator.mediaDevices?.removeEventListener?.('devicechange', onDevices);
      media.dispose();
      mediaRef.current = null;
    };
    // options.deps is a factory for tests; it does not change during a call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [meetingId, callType]);

  // A track the browser ends (device unplugged, camera taken by the system) is reopened at once.
  useEffect(() => {
    const tracks = state?.stream.getTracks() ?? [];
    const onEnded = () => {
      if (document.visibilityState === 'visible') void mediaRef.current?.heal();
    };
    tracks.forEach((t) => t.addEventListener('ended', onEnded));
    return () => tracks.forEach((t) => t.removeEventListener('ended', onEnded));
  }, [state?.stream]);

  const sendingTrack = useCallback((kind: MediaKind) => mediaRef.current?.sendingTrack(kind) ?? null, []);
  const stop = useCallback(() => mediaRef.current?.dispose(), []);

  return {
    ready,
    stream: state?.stream ?? null,
    muted: state?.muted ?? false,
    cameraOff: state?.cameraOff ?? false,
    problem: state?.problem ?? null,
    devices,
    sendingTrack,
    toggleMute: () => mediaRef.current?.setMuted(!mediaRef.current.state.muted),
    toggleCamera: () => mediaRef.current?.setCameraOff(!mediaRef.current.state.cameraOff),
    turnCameraOff: () => mediaRef.current?.setCameraOff(true),
    turnCameraOn: () => mediaRef.current?.setCameraOff(false),
    switchDevice: (kind: MediaKind, deviceId: string) => mediaRef.current?.switchDevice(kind, deviceId),
    stop,
  };
}
