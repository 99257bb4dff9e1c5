import 'server-only';

/**
 * Every request gets a fresh id (crypto.randomUUID): proxy.ts for pages, route() for /api.
 * An incoming X-Request-Id is not taken over: only a trusted reverse proxy may set one, and the app
 * has no list of trusted proxies yet (TRUSTED_PROXIES) — when it has, accept the proxy's id here.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

export function newRequestId(): string {
  return crypto.randomUUID();
}

const VALID = /^[A-Za-z0-9-]{8,64}$/;

/** The id proxy.ts put on a page request, if it looks like one (a request may skip the proxy). */
export function requestIdOf(headers: Headers | Record<string, string | string[] | undefined>): string | undefined {
  const value = headers instanceof Headers ? headers.get(REQUEST_ID_HEADER) : headers[REQUEST_ID_HEADER];
  return typeof value === 'string' && VALID.test(value) ? value : undefined;
}
