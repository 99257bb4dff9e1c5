'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { resolveAccess } from '@/lib/auth/access-rules';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import { splitLocale } from '@/lib/i18n/paths';
import { cookieLanguage, pathInLanguage } from '@/lib/rules/signed-in-language';
import { FullScreenSpinner } from './full-screen-spinner';

/**
 * The client half of the spec §2 guard: full-screen spinner while loading, then the same access
 * table as the proxy — here with the hash, which only the browser knows.
 *
 * `serverUser`: the user the server already checked for this very page (requirePageUser). Then the
 * auth status is not unknown while the browser's own session call runs, and there is nothing to
 * hide: the page the server rendered for this user stays in view (a spinner over it delayed every
 * portal page's first paint until that call answered), and the table is applied once the call does.
 *
 * The table speaks of pages without their language (`/fil/login` is `/login`); the redirect goes to
 * the language the browser's pages follow: after a sign-in the account's, whose cookie its answer set.
 * `loadingLabel`: the spinner's name in the page's language; a page whose layout checked the user
 * (`serverUser`) never shows the spinner and passes none.
 */
const noSubscription = () => () => {};

export function AuthGuard({
  children,
  serverUser,
  loadingLabel,
}: { children: ReactNode } & ({ serverUser: AuthUser; loadingLabel?: undefined } | { serverUser?: undefined; loadingLabel: string })) {
  const { status: clientStatus, user, signingOut } = useAuth();
  const status = clientStatus === 'loading' && serverUser ? 'authenticated' : clientStatus;
  const pathname = usePathname();
  const router = useRouter();
  // The hydration render's status is the server's ("unauthenticated", no user): acted on, it sent every
  // signed-in portal page through /login and back — in the cookie's language, not the address's (issue 72).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (!hydrated || clientStatus === 'loading' || signingOut) return;
    const { search, hash, origin } = window.location;
    const { locale, path } = splitLocale(pathname);
    const target = resolveAccess({
      pathname: path,
      search: `${search}${hash}`,
      user: user ? { type: user.type, emailVerified: user.email_verified } : null,
      origin,
    });
    if (target) router.replace(pathInLanguage(cookieLanguage(document.cookie, locale), target));
  }, [hydrated, clientStatus, user, pathname, router, signingOut]);

  return (
    <>
      {status === 'loading' && loadingLabel !== undefined && <FullScreenSpinner label={loadingLabel} />}
      {children}
    </>
  );
}
