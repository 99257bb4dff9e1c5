'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { resolveAccess } from '@/lib/auth/access-rules';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { FullScreenSpinner } from './full-screen-spinner';

/**
 * The client half of the spec §2 guard: full-screen spinner while loading, then the same access
 * table as the proxy — here with the hash, which only the browser knows.
 *
 * `serverUser`: the user the server already checked for this very page (requirePageUser). Then the
 * auth status is not unknown while the browser's own session call runs, and there is nothing to
 * hide: the page the server rendered for this user stays in view (a spinner over it delayed every
 * portal page's first paint until that call answered), and the table is applied once the call does.
 */
export function AuthGuard({ children, serverUser }: { children: ReactNode; serverUser?: AuthUser }) {
  const { status: clientStatus, user, signingOut } = useAuth();
  const status = clientStatus === 'loading' && serverUser ? 'authenticated' : clientStatus;
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    if (clientStatus === 'loading' || signingOut) return;
    const { search, hash, origin } = window.location;
    const target = resolveAccess({
      pathname,
      search: `${search}${hash}`,
      user: user ? { type: user.type, emailVerified: user.email_verified } : null,
      origin,
    });
    if (target) router.replace(target);
  }, [clientStatus, user, pathname, router, signingOut]);

  return (
    <>
      {status === 'loading' && <FullScreenSpinner />}
      {children}
    </>
  );
}
