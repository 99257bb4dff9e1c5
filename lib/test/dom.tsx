// Test helper (not a test) for jsdom suites: a React root mounted per test, and a recorded fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ClientMessagesProvider, type CompiledCatalogue } from '@/lib/i18n/client';
import { compiledNamespace } from '@/lib/i18n/compile';
import type { Locale } from '@/lib/i18n/paths';
import { CATALOGUES, type Namespace } from '@/lib/i18n/messages';

/** Every namespace of one language, as a page would send its client components (lib/i18n/client-messages.tsx). */
function allMessages(locale: Locale): CompiledCatalogue {
  const messages: CompiledCatalogue = {};
  for (const namespace of Object.keys(CATALOGUES[locale]) as Namespace[]) messages[namespace] = compiledNamespace(locale, namespace);
  return messages;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fresh container and root for each test, unmounted after it; `render` wraps in React Query when asked. */
/**
 * React Query for a test: no retries, and no refetch on mount of data the component was given
 * (initialData). Such data goes stale by the wall clock (a hook's staleTime), and on a loaded CI
 * machine a render can take longer than that: the refetch then answered the test's default 500 and
 * toasted an error the test did not expect (work-item-toasts.test.tsx, issue 47). Data a component
 * fetches itself still loads on mount; invalidation still refetches.
 */
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false } } });

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
    render(node: ReactNode, options: { query?: boolean; appClient?: boolean; locale?: Locale } = {}) {
      const client = options.appClient ? makeQueryClient() : testQueryClient();
      const locale = options.locale ?? 'en';
      const inner = options.query === false ? node : <QueryClientProvider client={client}>{node}</QueryClientProvider>;
      act(() =>
        root.render(
          <ClientMessagesProvider locale={locale} messages={allMessages(locale)}>
            {inner}
          </ClientMessagesProvider>,
        ),
      );
    },
    async renderAsync(node: ReactNode, options: { locale?: Locale } = {}) {
      const client = testQueryClient();
      const locale = options.locale ?? 'en';
      await act(async () =>
        root.render(
          <ClientMessagesProvider locale={locale} messages={allMessages(locale)}>
            <QueryClientProvider client={client}>{node}</QueryClientProvider>
          </ClientMessagesProvider>,
        ),
      );
    },
  };
}

/**
 * Lets React and the page's promises run until `check` holds (a condition, not a number of ticks: a
 * dynamic import such as the picture picker's file check takes longer in a cold worker on a loaded
 * machine). `timeoutMs` only bounds a hung test; the caller's own expect then says what is wrong.
 */
export async function actUntil(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await act(async () => new Promise((r) => setTimeout(r, 5)));
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
