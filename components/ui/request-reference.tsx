'use client';

import { useSyncExternalStore } from 'react';

const ENTRY_NAME = 'request-id';

function fromEntry(entry: PerformanceEntry | undefined): string | undefined {
  const timings = (entry as PerformanceResourceTiming | undefined)?.serverTiming ?? [];
  return timings.find((timing) => timing.name === ENTRY_NAME)?.description || undefined;
}

/**
 * The id of the request behind the page on screen. proxy.ts sends it as X-Request-Id and as a
 * Server-Timing entry, the one response header a page can read: from the latest client-side
 * navigation to this path (an `_rsc` fetch), else from the document itself.
 */
function findRequestId(): string | undefined {
  const resources = performance.getEntriesByType('resource');
  for (let i = resources.length - 1; i >= 0; i--) {
    const url = new URL(resources[i].name);
    if (url.origin === location.origin && url.pathname === location.pathname && url.searchParams.has('_rsc')) {
      const id = fromEntry(resources[i]);
      if (id) return id;
    }
  }
  return fromEntry(performance.getEntriesByType('navigation')[0]);
}

const subscribeToNothing = () => () => {};

export type RequestReferenceLabels = { requestId: string; digest: string };

/**
 * What a visitor can quote to support: the request id (the server log's `requestId`) and Next's digest.
 * The labels come from the boundary, in its language (global-error has no catalogue to read from).
 */
export function RequestReference({ digest, labels }: { digest?: string; labels: RequestReferenceLabels }) {
  // Read after hydration (the server has no performance entries); the entries never change later.
  const requestId = useSyncExternalStore(subscribeToNothing, findRequestId, () => undefined);
  if (!requestId && !digest) return null;
  return (
    <p className="text-sm text-slate-600">
      {requestId && (
        <>
          {labels.requestId} <code className="select-all">{requestId}</code>
        </>
      )}
      {requestId && digest && <br />}
      {digest && (
        <>
          {labels.digest} <code className="select-all">{digest}</code>
        </>
      )}
    </p>
  );
}
