import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`), for work that must
 * not lengthen hydration. Returns a cancel function. Browsers without requestIdleCallback (Safari)
 * get the next macrotask.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

/** False until the browser is first idle (at the latest after `timeoutMs`), then true. */
export function useIdle(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
