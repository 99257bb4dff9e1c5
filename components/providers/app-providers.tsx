'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { SignInNotice } from '@/components/privacy/sign-in-notice';
import { HydrationMark } from '@/components/ui/hydration-mark';
import { useIdle } from '@/components/ui/when-idle';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ClientMessagesProvider, type CompiledCatalogue } from '@/lib/i18n/context';
import type { Locale } from '@/lib/i18n/paths';

// The toaster renders nothing until a toast is shown, so it loads once the page is idle instead of
// with the first load, and is not part of hydration at all. `toast()` calls share its store (the
// same sonner module), and sonner replays a toast raised before the toaster subscribed.
// React.lazy, not next/dynamic: next/dynamic's runtime would add ≈1.5 kB gzip to every first load.
const Toaster = lazy(() => import('./toaster'));

/**
 * The page's language and the words every page's client code needs come in as props (one client
 * reference in the root layout, so its code stays one chunk: issue 17's budget).
 */
export function AppProviders({ children, locale, messages }: { children: ReactNode; locale: Locale; messages: CompiledCatalogue }) {
  const idle = useIdle();
  return (
    <ClientMessagesProvider locale={locale} messages={messages}>
      <AuthProvider>
        <SignInNotice />
        {children}
      </AuthProvider>
      {idle ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      <HydrationMark />
    </ClientMessagesProvider>
  );
}
