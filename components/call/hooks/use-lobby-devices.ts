'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  handOffStream,
  listDevices,
  loadDeviceChoice,
  openLocalMedia,
  saveDeviceChoice,
  type DeviceChoice,
  type MediaProblem,
} from '@/lib/call/devices';

type DeviceLists = { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[]; speakers: MediaDeviceInfo[] };
/** What opening the devices gave, and for which choice (a newer choice is still being opened). */
type Opened = { choice: DeviceChoice; stream: MediaStream; problem: MediaProblem; noCamera: boolean };

/**
 * The lobby's devices: the person's choice (remembered for the call page and the next call), the
 * camera and microphone opened for it — the previous ones stopped first, so a phone's camera is
 * free —, the lists to choose from, and the hand-off of the open tracks to the call page on Join.
 * `starting`: the devices for the current choice are still opening (a camera takes a few seconds).
 */
export function useLobbyDevices(meetingId: string, isVideo: boolean) {
  // Rendered in the browser only (next/dynamic, ssr: false), so localStorage is there.
  const [choice, setChoice] = useState<DeviceChoice>(loadDeviceChoice);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [devices, setDevices] = useState<DeviceLists>({ cameras: [], microphones: [], speakers: [] });
  const streamRef = useRef<MediaStream | null>(null);

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
      setOpened({
        choice,
        stream: media.stream,
        problem: media.problem,
        noCamera: isVideo && media.videoFailed && media.problem !== 'denied',
      });
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

  const update = useCallback((next: DeviceChoice) => {
    setChoice((current) => {
      const merged = { ...current, ...next };
      saveDeviceChoice(merged);
      return merged;
    });
  }, []);

  /** Join: the call page takes these tracks over; the lobby's unmount must not stop them. */
  const handOff = useCallback(() => {
    if (streamRef.current) handOffStream(meetingId, streamRef.current);
    streamRef.current = null;
  }, [meetingId]);

  return {
    choice,
    stream: opened?.stream ?? null,
    problem: opened?.problem ?? null,
    noCamera: opened?.noCamera ?? false,
    starting: opened?.choice !== choice,
    devices,
    update,
    handOff,
  };
}
