/**
 * The browser's one transport to /api/v1 (spec §8): cookies always sent; 401 forgets the stored
 * user; 403 passes on unchanged; other failures carry the server's message, status and key.
 */
import { USER_STORAGE_KEY } from './user-storage-key';
import type { ErrorParams } from '@/lib/errors/keys';

export { USER_STORAGE_KEY };

export class ApiError extends Error {
  readonly status?: number;
  readonly key?: string;
  /** The error's catalogue key and its arguments (lib/errors): the browser shows it by these, in the page's language. */
  readonly code?: string;
  readonly params?: ErrorParams;
  constructor(message: string, status?: number, key?: string, coded: { code?: string; params?: ErrorParams } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.key = key;
    this.code = coded.code;
    this.params = coded.params;
  }
}

/** `code` and `params` of an error answer, when they have the right shape. */
export function codedPart(payload: { code?: unknown; params?: unknown } | undefined): { code?: string; params?: ErrorParams } {
  const code = typeof payload?.code === 'string' ? payload.code : undefined;
  const params = payload?.params && typeof payload.params === 'object' ? (payload.params as ErrorParams) : undefined;
  return { code, params };
}

export const NETWORK_ERROR_MESSAGE = 'Cannot send request. Check internet connection.';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown Error';

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export type RequestOptions = { method?: string; body?: Body; query?: Record<string, unknown>; signal?: AbortSignal };

function buildUrl(path: string, query?: Record<string, unknown>): string {
  const url = path.startsWith('/') ? path : `/api/v1/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      signal,
      headers: body && !isForm ? { 'Content-Type': 'application/json' } : undefined,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    // fetch rejects only when no answer came back.
    throw error instanceof TypeError
      ? new ApiError(NETWORK_ERROR_MESSAGE, undefined, undefined, { code: 'client.network' })
      : new ApiError(UNKNOWN_ERROR_MESSAGE, undefined, undefined, { code: 'client.unknown' });
  }
  const data = await response.json().catch(() => undefined);
  if (response.ok) return data as T;
  if (response.status === 401 && typeof window !== 'undefined') window.localStorage.removeItem(USER_STORAGE_KEY);
  const payload = (data ?? {}) as { message?: unknown; key?: unknown; code?: unknown; params?: unknown };
  const message = typeof payload.message === 'string' && payload.message ? payload.message : response.statusText || UNKNOWN_ERROR_MESSAGE;
  throw new ApiError(message, response.status, typeof payload.key === 'string' ? payload.key : undefined, codedPart(payload));
}

export const api = {
  get: <T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
