'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { SignInNotice } from '@/components/privacy/sign-in-notice';
import { useIdle } from '@/components/ui/when-idle';
import { AuthProvider } from '@/lib/auth/auth-provider';

// The toaster renders nothing until a toast is shown, so it loads once the page is idle instead of
// with the first load, and is not part of hydration at all. `toast()` calls share its store (the
// same sonner module), and sonner replays a toast raised before the toaster subscribed.
// React.lazy, not next/dynamic: next/dynamic's runtime would add ≈1.5 kB gzip to every first load.
const Toaster = lazy(() => import('./toaster'));

export function AppProviders({ children }: { children: ReactNode }) {
  const idle = useIdle();
  return (
    <>
      <AuthProvider>
        <SignInNotice />
        {children}
      </AuthProvider>
      {idle ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
