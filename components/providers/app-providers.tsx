'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/components/ui/when-idle';
import { AuthProvider } from '@/lib/auth/auth-provider';

// The toaster renders nothing until a toast is shown, so it loads once the page is idle instead of
// with the first load, and is not part of hydration at all. `toast()` calls share its store (the
// same sonner module), and sonner replays a toast raised before the toaster subscribed.
const Toaster = dynamic(() => import('./toaster'), { ssr: false });

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 1000), []);
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
