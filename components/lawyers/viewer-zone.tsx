'use client';

import { useSyncExternalStore } from 'react';
import { whenIdle } from '@/components/ui/when-idle';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

// The browser's zone is read once, in an idle moment after hydration rather than during it: the
// first Intl call loads zone data (≈50 ms on a mid-range phone) and would lengthen the hydration task.
let viewerZone: string | null = null;
let scheduled = false;
const listeners = new Set<() => void>();

function resolveZone() {
  viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (viewerZone === null && !scheduled) {
    scheduled = true;
    whenIdle(resolveZone, 500);
  }
  return () => {
    listeners.delete(onChange);
  };
}

const clientZone = () => viewerZone ?? DEFAULT_TIME_ZONE;
const serverZone = () => DEFAULT_TIME_ZONE;

/**
 * The viewer's IANA zone. The server renders in Manila time (the market's zone); right after
 * hydration the browser's own zone takes over, so a visitor abroad sees their local time, labelled.
 */
export function useViewerTimeZone(): string {
  return useSyncExternalStore(subscribe, clientZone, serverZone);
}
