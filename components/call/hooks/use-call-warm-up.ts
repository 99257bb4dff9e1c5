'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '@/components/ui/when-idle';
import { loadCallRoom } from '@/components/call/load-call-room';

/** When the lobby starts warming the call page: after its own start-up work (devices, events). */
const CALL_WARM_AFTER_MS = 3000;

type PrefetchOptions = NonNullable<Parameters<ReturnType<typeof useRouter>['prefetch']>[1]>;
/**
 * A full prefetch: the page's whole server answer, kept by the router for the navigation, and with
 * it the page's own code (a default prefetch of a page rendered per request stops at its loading
 * state, and the navigation fetched the page again).
 */
const FULL = { kind: 'full' } as unknown as PrefetchOptions;

/**
 * Warms the call page while the person checks their devices, so Join starts the call at once: its
 * code (the call room, through the one import the page uses too) and its whole server answer are
 * fetched once the lobby has settled — a few seconds in, when the browser is idle — or at once when
 * a pointer or focus reaches Join (the returned function). Not sooner: compiling the call room in
 * the lobby's first seconds is ~0.5 s of main thread, inside Lighthouse's window (issue 28).
 */
export function useCallWarmUp(meetingId: string): () => void {
  const router = useRouter();
  const warmed = useRef(false);
  const warm = useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    router.prefetch(`/meeting/${meetingId}/call`, FULL);
    void loadCallRoom();
  }, [router, meetingId]);
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => (cancelIdle = whenIdle(warm, 2000)), CALL_WARM_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [warm]);
  return warm;
}
