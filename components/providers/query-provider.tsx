'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/query-client';

/**
 * React Query for the parts of the app that fetch on the client (auth forms, portals, results,
 * profile slots, compare, the bell). Not in the root layout: landing pages, the home page and the
 * blog fetch nothing on the client, so they do not download the library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
