// Test helper (not a test) for jsdom suites: a React root mounted per test, and a recorded fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { makeQueryClient } from '@/lib/api/query-client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fresh container and root for each test, unmounted after it; `render` wraps in React Query when asked. */
export function useDomRoot() {
  let root: Root;
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    /** `appClient`: React Query with the app's own defaults (its stale time), for what depends on them. */
    render(node: ReactNode, options: { query?: boolean; appClient?: boolean } = {}) {
      const client = options.appClient ? makeQueryClient() : new QueryClient({ defaultOptions: { queries: { retry: false } } });
      act(() => root.render(options.query === false ? node : <QueryClientProvider client={client}>{node}</QueryClientProvider>));
    },
    async renderAsync(node: ReactNode) {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await act(async () => root.render(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
    },
  };
}

export type RecordedCall = { url: string; method: string; body: unknown };

/** Replaces global.fetch: records each call (JSON bodies parsed) and answers with `respond`. */
export function recordFetch(respond: (call: RecordedCall) => { status: number; body: unknown }): RecordedCall[] {
  const calls: RecordedCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const call = { url: String(input), method: init?.method ?? 'GET', body };
    calls.push(call);
    const answer = respond(call);
    return { ok: answer.status < 300, status: answer.status, statusText: '', json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}
