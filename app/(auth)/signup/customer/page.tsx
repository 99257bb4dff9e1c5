import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { CustomerSignUpForm } from '@/components/auth/customer-sign-up-form';
import { signUpSubtitle } from '@/components/auth/sign-up-subtitle';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';

export const metadata: Metadata = { title: 'Create your account' };

export default async function CustomerSignUpPage() {
  await connection();
  const providers = configuredOAuthProviders();
  return (
    <AuthCard title="Create your account" subtitle={signUpSubtitle(providers)}>
      <Suspense>
        <CustomerSignUpForm providers={providers} />
      </Suspense>
    </AuthCard>
  );
}
