'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref for a <video> or <audio> that plays `stream`. A callback ref, so an element that mounts
 * later — the self view when the camera comes back on, the other party's video when theirs does —
 * gets the stream too (an effect on `stream` alone would leave the new element blank). Media
 * elements paused by the browser while the page was hidden (iOS) play again when it returns.
 */
export function useMediaElement<T extends HTMLMediaElement>(stream: MediaStream | null): (element: T | null) => void {
  const element = useRef<T | null>(null);
  const ref = useCallback(
    (el: T | null) => {
      element.current = el;
      if (el && el.srcObject !== stream) el.srcObject = stream;
    },
    [stream],
  );
  useEffect(() => {
    const resume = () => {
      if (document.visibilityState === 'visible' && element.current?.paused && element.current.srcObject)
        void element.current.play().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', resume);
    return () => document.removeEventListener('visibilitychange', resume);
  }, []);
  return ref;
}
