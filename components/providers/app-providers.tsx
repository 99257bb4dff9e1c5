'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { TOAST_DURATION_MS } from '@/lib/config/app';

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per browser session; created in state so server renders never share a cache.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
