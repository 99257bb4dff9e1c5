import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { SignInLinkForm } from '@/components/auth/sign-in-link-form';

export const metadata: Metadata = { title: 'Sign in with a link', referrer: 'no-referrer' };

/** Opened from a mailed one-time sign-in link (/login/link?token=…); signing in is a POST from its button. */
export default async function SignInLinkPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Sign in with a link">
      <SignInLinkForm token={typeof token === 'string' ? token : ''} />
    </AuthCard>
  );
}
