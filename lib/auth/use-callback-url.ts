'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { safeCallbackPath } from './callback-url';

function subscribeHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * The page's callback_url as a safe same-origin path (null on the server). A server redirect
 * cannot see the hash, but the browser keeps it on the new URL; it is folded into callback_url
 * here (spec §2: "path, query and hash") and the address bar is tidied to match.
 */
export function useCallbackUrl(): string | null {
  const raw = useSearchParams().get('callback_url');
  const hash = useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => '',
  );
  const origin = useSyncExternalStore(
    subscribeHash,
    () => window.location.origin,
    () => '',
  );
  const value = raw && hash && !raw.includes('#') ? `${raw}${hash}` : raw;

  useEffect(() => {
    if (!value || value === raw) return;
    const query = new URLSearchParams(window.location.search);
    query.set('callback_url', value);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query.toString()}`);
  }, [raw, value]);

  return origin ? safeCallbackPath(value, origin) : null;
}
