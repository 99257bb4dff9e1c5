'use client';

import { useSyncExternalStore } from 'react';

// One shared clock per tick length: components re-render when it ticks; the server renders null
// (no clock during pre-rendering, so server and client markup agree).
type Clock = {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
  subscribe: (onChange: () => void) => () => void;
  snapshot: () => number;
};
const clocks = new Map<number, Clock>();

/**
 * The clock of one tick length, with its subscribe and snapshot functions made once: React
 * re-subscribes whenever `subscribe` is a new function, and a re-subscription that restarted an idle
 * clock changed the snapshot, which re-rendered, which re-subscribed … — on a busy page, where a
 * millisecond passed each time round, that was a render loop (React error #185).
 */
function clock(ms: number): Clock {
  let c = clocks.get(ms);
  if (c) return c;
  const created: Clock = {
    now: Date.now(),
    listeners: new Set(),
    subscribe: (onChange) => {
      created.listeners.add(onChange);
      // A clock that was idle is stale: React re-reads the snapshot after subscribing and re-renders.
      if (!created.timer) created.now = Date.now();
      created.timer ??= setInterval(() => {
        created.now = Date.now();
        for (const listener of created.listeners) listener();
      }, ms);
      return () => {
        created.listeners.delete(onChange);
        if (created.listeners.size === 0 && created.timer) {
          clearInterval(created.timer);
          created.timer = undefined;
        }
      };
    },
    snapshot: () => created.now,
  };
  clocks.set(ms, (c = created));
  return c;
}

const serverSnapshot = () => null;

/** The current time in ms, refreshed every `ms`; null while pre-rendering on the server. */
export function useNow(ms = 1000): number | null {
  const c = clock(ms);
  return useSyncExternalStore(c.subscribe, c.snapshot, serverSnapshot);
}
