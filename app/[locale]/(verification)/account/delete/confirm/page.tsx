import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmDeletionForm } from '@/components/privacy/confirm-deletion-form';
import { QueryProvider } from '@/components/providers/query-provider';

export const metadata: Metadata = { title: 'Confirm account deletion', referrer: 'no-referrer' };

/** Opened from the mailed link of an account without a password (/account/delete/confirm?token=…); the button POSTs it. */
export default async function ConfirmDeletionPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Delete your account" logo={false}>
      <QueryProvider>
        <ConfirmDeletionForm token={typeof token === 'string' ? token : ''} />
      </QueryProvider>
    </AuthCard>
  );
}
