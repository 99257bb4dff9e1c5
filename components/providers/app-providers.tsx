'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';

// The toaster renders nothing until a toast is shown, so it loads once the page is idle instead of
// with the first load, and is not part of hydration at all. `toast()` calls share its store (the
// same sonner module), and sonner replays a toast raised before the toaster subscribed.
const Toaster = dynamic(() => import('./toaster'), { ssr: false });

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(done, 1);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const idle = useIdle();
  return (
    <>
      <AuthProvider>{children}</AuthProvider>
      {idle ? <Toaster /> : null}
    </>
  );
}
