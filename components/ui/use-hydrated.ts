'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and the first render, true once React runs in the browser. A button
 * whose action needs JavaScript is disabled until then: a tap before hydration would otherwise do
 * nothing, with no sign why (slow phones, loaded machines).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
