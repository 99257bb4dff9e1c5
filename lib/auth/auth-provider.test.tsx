/** @jest-environment jsdom */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AuthProvider, useAuth } from './auth-provider';
import type { AuthUser } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USER: AuthUser = {
  _id: 'u1',
  email: 'ana@example.com',
  type: 'CUSTOMER',
  roles: [],
  first_name: 'Ana',
  last_name: 'Cruz',
  picture_url: null,
  email_verified: false,
  has_password: true,
};

function reply(status: number, body: unknown) {
  return { ok: status < 300, status, statusText: '', json: async () => body } as unknown as Response;
}

type Snapshot = { status: string; user: AuthUser | null };
let seen: Snapshot[] = [];
let api: ReturnType<typeof useAuth> | undefined;

function record(auth: ReturnType<typeof useAuth>) {
  api = auth;
  seen.push({ status: auth.status, user: auth.user });
}

function Probe({ report = record }: { report?: typeof record }) {
  const auth = useAuth();
  report(auth);
  return <span>{auth.status}</span>;
}

function wrap(children: ReactNode) {
  return <AuthProvider>{children}</AuthProvider>;
}

describe('AuthProvider (spec §4)', () => {
  let root: Root;
  let container: HTMLDivElement;
  const calls: string[] = [];

  beforeEach(() => {
    seen = [];
    calls.length = 0;
    window.localStorage.clear();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    document.cookie = 'abogado_signed_in=; Max-Age=0; Path=/';
  });

  function mockFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
      return handler(String(url), init);
    }) as unknown as typeof fetch;
  }

  it('pre-renders as unauthenticated without asking the server', () => {
    mockFetch(() => reply(200, USER));
    window.localStorage.setItem('user', JSON.stringify(USER));
    const html = renderToString(wrap(<Probe />));
    expect(html).toContain('unauthenticated');
    expect(calls).toEqual([]);
  });

  it('shows the stored user while loading, then authenticated with the session user', async () => {
    window.localStorage.setItem('user', JSON.stringify(USER));
    let answer: (r: Response) => void = () => {};
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    await act(async () => root.render(wrap(<Probe />)));
    expect(seen.at(-1)).toEqual({ status: 'loading', user: USER });
    expect(calls).toEqual(['GET /api/v1/auth/session']);
    const fresh = { ...USER, email_verified: true };
    await act(async () => answer(reply(200, fresh)));
    expect(seen.at(-1)).toEqual({ status: 'authenticated', user: fresh });
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(fresh);
  });

  it('a failed session call gives unauthenticated with no user and forgets the stored one', async () => {
    window.localStorage.setItem('user', JSON.stringify(USER));
    mockFetch(() => reply(401, { message: 'Please sign in to continue.' }));
    await act(async () => root.render(wrap(<Probe />)));
    expect(seen.at(-1)).toEqual({ status: 'unauthenticated', user: null });
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('sign-in stores the user; signing in again (a verification link) replaces it', async () => {
    mockFetch(() => reply(401, {}));
    await act(async () => root.render(wrap(<Probe />)));
    await act(async () => api!.signIn(USER));
    expect(seen.at(-1)).toEqual({ status: 'authenticated', user: USER });
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(USER);
    await act(async () => api!.signIn({ ...USER, email_verified: true }));
    expect(seen.at(-1)?.user?.email_verified).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('user')!).email_verified).toBe(true);
  });

  it('sign-out: unauthenticated first, then the logout call, then the stored user is cleared', async () => {
    window.localStorage.setItem('user', JSON.stringify(USER));
    const order: string[] = [];
    mockFetch((url) => {
      if (url.endsWith('/logout')) {
        order.push(`logout called while ${seen.at(-1)?.status}, stored user ${window.localStorage.getItem('user') ? 'present' : 'gone'}`);
        return reply(200, { ok: true });
      }
      return reply(200, USER);
    });
    await act(async () => root.render(wrap(<Probe />)));
    expect(seen.at(-1)?.status).toBe('authenticated');
    await act(async () => {
      await api!.signOut().catch(() => {}); // jsdom cannot navigate; the order is what matters
    });
    expect(order).toEqual(['logout called while unauthenticated, stored user present']);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('a visitor (no session hint cookie, no stored user) is unauthenticated without a session call', async () => {
    mockFetch(() => reply(401, {}));
    await act(async () => root.render(wrap(<Probe />)));
    expect(seen.at(-1)).toEqual({ status: 'unauthenticated', user: null });
    expect(calls).toEqual([]);
  });

  it('the session hint cookie alone (e.g. after a Google sign-in) makes it ask the server', async () => {
    document.cookie = 'abogado_signed_in=1; Path=/';
    mockFetch(() => reply(200, USER));
    await act(async () => root.render(wrap(<Probe />)));
    expect(calls).toEqual(['GET /api/v1/auth/session']);
    expect(seen.at(-1)).toEqual({ status: 'authenticated', user: USER });
  });
});
