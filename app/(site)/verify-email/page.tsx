import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VerifyEmailNotice } from '@/components/auth/verify-email-notice';
import { QueryProvider } from '@/components/providers/query-provider';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

export default function VerifyEmailPage() {
  return (
    <Suspense>
      <QueryProvider>
        <VerifyEmailNotice />
      </QueryProvider>
    </Suspense>
  );
}
