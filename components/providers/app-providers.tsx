'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';

// The toaster renders nothing until a toast is shown, so it loads after hydration instead of with it;
// `toast()` calls share its store (the same sonner module), and a toast raised meanwhile waits in it.
const Toaster = dynamic(() => import('./toaster'), { ssr: false });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <AuthProvider>{children}</AuthProvider>
      <Toaster />
    </>
  );
}
