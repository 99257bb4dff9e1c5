import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AuthGuard } from '@/components/auth/auth-guard';
import { QueryProvider } from '@/components/providers/query-provider';

// Sign-in, sign-up, recovery and verification pages: no header, and nothing here belongs in search results.
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AuthGuard>{children}</AuthGuard>
    </QueryProvider>
  );
}
