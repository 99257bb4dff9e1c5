/** @jest-environment jsdom */
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, USER_STORAGE_KEY } from './client';

// jsdom has no fetch Response; a minimal stand-in with the parts the client reads.
function reply(body: string, init: { status: number; statusText?: string }) {
  return {
    ok: init.status >= 200 && init.status < 300,
    status: init.status,
    statusText: init.statusText ?? '',
    json: async () => JSON.parse(body),
  } as unknown as Response;
}

function mockFetch(impl: () => Promise<Response>) {
  global.fetch = jest.fn(impl) as unknown as typeof fetch;
}

describe('transport client (spec §8)', () => {
  beforeEach(() => window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ first_name: 'Ana' })));

  it('sends cookies and returns the JSON body', async () => {
    mockFetch(async () => reply(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(apiRequest('meetings', { query: { page: 0, tags: ['a', 'b'] } })).resolves.toEqual({ ok: 1 });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/v1/meetings?page=0&tags=a&tags=b');
    expect(init.credentials).toBe('include');
  });

  it('removes the stored user on 401 and passes the error on', async () => {
    mockFetch(async () => reply(JSON.stringify({ message: 'Not signed in', key: 'UNAUTHORIZED' }), { status: 401 }));
    await expect(apiRequest('auth/session')).rejects.toMatchObject({ status: 401, message: 'Not signed in' });
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('passes 403 on unchanged and keeps the user', async () => {
    mockFetch(async () => reply(JSON.stringify({ message: 'Forbidden', key: 'FORBIDDEN' }), { status: 403 }));
    await expect(apiRequest('meeting/1')).rejects.toMatchObject({ status: 403, key: 'FORBIDDEN' });
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });

  it('carries the server message, status and key', async () => {
    mockFetch(async () => reply(JSON.stringify({ message: 'Schedule conflict', key: 'SCHEDULE_CONFLICT' }), { status: 409 }));
    const error = (await apiRequest('meeting', { method: 'POST', body: {} }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.message, error.status, error.key]).toEqual(['Schedule conflict', 409, 'SCHEDULE_CONFLICT']);
  });

  it('falls back to the status text when the body has no message', async () => {
    mockFetch(async () => reply('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('x')).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it('says so when no answer came back', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('x')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE });
  });
});
