import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { VerifyTokenResult } from '@/components/auth/verify-token-result';

export const metadata: Metadata = { title: 'Lawyer verification', referrer: 'no-referrer' };

export default async function VerifyIbpPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Lawyer verification" subtitle="Marks the lawyer's IBP membership as verified." logo={false}>
      <VerifyTokenResult kind="ibp" token={token} callback={null} />
    </AuthCard>
  );
}
