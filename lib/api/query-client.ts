import { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

/** The app's query defaults (also for jsdom tests that depend on them: lib/test/dom.ts). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * One cache per browser tab, shared by every island that fetches (portal, results, header bell), so
 * an invalidation in one shows in the others. On the server a fresh client per call: server renders
 * must never share cached data between visitors.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
