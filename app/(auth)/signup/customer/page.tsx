import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { CustomerSignUpForm } from '@/components/auth/customer-sign-up-form';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';

export const metadata: Metadata = { title: 'Create your account' };

export default async function CustomerSignUpPage() {
  await connection();
  return (
    <AuthCard title="Create your account" subtitle="Register by email, Google or Facebook.">
      <Suspense>
        <CustomerSignUpForm providers={configuredOAuthProviders()} />
      </Suspense>
    </AuthCard>
  );
}
