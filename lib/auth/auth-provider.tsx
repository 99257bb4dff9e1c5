'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { USER_STORAGE_KEY } from '@/lib/api/user-storage-key';
import { hasSessionHint } from './session-hint';
import type { AuthStatus, AuthUser } from './types';

type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
  /** True between "sign out" and the reload that follows, so guards do not redirect meanwhile. */
  signingOut: boolean;
  signIn: (user: AuthUser) => void;
  signOut: () => Promise<void>;
  setUser: (user: AuthUser) => void;
  refresh: () => Promise<AuthUser | null>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

// Loaded on first use: a visitor without a session never calls the API from here, and the transport
// client would otherwise be part of every public page's first load (issue 17).
const loadAuthApi = () => import('@/lib/api/auth-api').then((m) => m.authApi);
const STORAGE_EVENT = 'abogado:user';

function storeUser(user: AuthUser | null): void {
  try {
    if (user) window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session cookie still works.
  }
  window.dispatchEvent(new Event(STORAGE_EVENT));
}

function subscribeStoredUser(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORAGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_EVENT, onChange);
  };
}

function readStoredUserRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

const noSubscription = () => () => {};

type Resolved = { status: 'authenticated' | 'unauthenticated'; user: AuthUser | null };

/**
 * Spec §4 session states. On the server (and in static pre-rendering) the status is
 * "unauthenticated" and no session call is made. In the browser, until GET session answers, the
 * status is "loading" and the user is the one stored under `user`; then authenticated with the
 * user, or unauthenticated with none.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const storedRaw = useSyncExternalStore(subscribeStoredUser, readStoredUserRaw, () => null);
  const storedUser = useMemo<AuthUser | null>(() => {
    try {
      return storedRaw ? (JSON.parse(storedRaw) as AuthUser) : null;
    } catch {
      return null;
    }
  }, [storedRaw]);
  const [resolved, setResolved] = useState<Resolved | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    let user: AuthUser | null = null;
    try {
      user = await (await loadAuthApi()).session();
    } catch {
      user = null;
    }
    // A sign-in or sign-out that happened meanwhile wins over this older answer.
    if (mine === generation.current) {
      storeUser(user);
      setResolved(user ? { status: 'authenticated', user } : { status: 'unauthenticated', user: null });
    }
    return user;
  }, []);

  // No session cookie set here and no user remembered: a visitor, known without asking the server.
  const [visitorAtLoad] = useState(() => typeof document !== 'undefined' && !hasSessionHint() && readStoredUserRaw() === null);
  useEffect(() => {
    if (!visitorAtLoad) void refresh();
  }, [refresh, visitorAtLoad]);

  const signIn = useCallback((user: AuthUser) => {
    generation.current++;
    storeUser(user);
    setResolved({ status: 'authenticated', user });
  }, []);

  const setUser = useCallback((user: AuthUser) => {
    storeUser(user);
    setResolved((r) => (r ? { ...r, user } : { status: 'authenticated', user }));
  }, []);

  const signOut = useCallback(async () => {
    generation.current++;
    // Spec order: the app is unauthenticated (rendered, not just queued) before logout is called.
    flushSync(() => {
      setSigningOut(true);
      setResolved({ status: 'unauthenticated', user: null });
    });
    try {
      await (await loadAuthApi()).logout();
    } catch {
      // The cookie may already be gone; signing out locally is what matters.
    }
    storeUser(null);
    // A full page load on purpose: no component (and no query cache) keeps the previous user's data in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/');
  }, []);

  const status: AuthStatus = !hydrated ? 'unauthenticated' : (resolved?.status ?? (visitorAtLoad ? 'unauthenticated' : 'loading'));
  const user = !hydrated ? null : resolved ? resolved.user : storedUser;

  // Exposed on <html> for styling hooks and for end-to-end tests that wait for the session answer.
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.authStatus = status;
  }, [hydrated, status]);
  const value = useMemo(
    () => ({ status, user, signingOut, signIn, signOut, setUser, refresh }),
    [status, user, signingOut, signIn, signOut, setUser, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
