'use client';

import { useSyncExternalStore } from 'react';

// One shared clock per tick length: components re-render when it ticks; the server renders null
// (no clock during pre-rendering, so server and client markup agree).
const clocks = new Map<number, { now: number; listeners: Set<() => void>; timer?: ReturnType<typeof setInterval> }>();

function clock(ms: number) {
  let c = clocks.get(ms);
  if (!c) clocks.set(ms, (c = { now: Date.now(), listeners: new Set() }));
  return c;
}

/** The current time in ms, refreshed every `ms`; null while pre-rendering on the server. */
export function useNow(ms = 1000): number | null {
  return useSyncExternalStore(
    (onChange) => {
      const c = clock(ms);
      c.listeners.add(onChange);
      // A clock that was idle is stale: React re-reads the snapshot after subscribing and re-renders.
      if (!c.timer) c.now = Date.now();
      c.timer ??= setInterval(() => {
        c.now = Date.now();
        for (const listener of c.listeners) listener();
      }, ms);
      return () => {
        c.listeners.delete(onChange);
        if (c.listeners.size === 0 && c.timer) {
          clearInterval(c.timer);
          c.timer = undefined;
        }
      };
    },
    () => clock(ms).now,
    () => null,
  );
}
