'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { resolveAccess } from '@/lib/auth/access-rules';
import { useAuth } from '@/lib/auth/auth-provider';
import { FullScreenSpinner } from './full-screen-spinner';

/**
 * The client half of the spec §2 guard: full-screen spinner while loading, then the same access
 * table as middleware — here with the hash, which only the browser knows.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { status, user, signingOut } = useAuth();
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    if (status === 'loading' || signingOut) return;
    const { search, hash, origin } = window.location;
    const target = resolveAccess({
      pathname,
      search: `${search}${hash}`,
      user: user ? { type: user.type, emailVerified: user.email_verified } : null,
      origin,
    });
    if (target) router.replace(target);
  }, [status, user, pathname, router, signingOut]);

  return (
    <>
      {status === 'loading' && <FullScreenSpinner />}
      {children}
    </>
  );
}
