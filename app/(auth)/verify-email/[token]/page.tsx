import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { VerifyTokenResult } from '@/components/auth/verify-token-result';

export const metadata: Metadata = { title: 'Email verification', referrer: 'no-referrer' };

export default async function VerifyEmailTokenPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Email verification">
      <VerifyTokenResult kind="email" token={token} />
    </AuthCard>
  );
}
