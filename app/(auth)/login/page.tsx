import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage() {
  // The Google/Facebook buttons follow the running server's environment, not the build's.
  await connection();
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to book and manage your consultations.">
      <Suspense>
        <LoginForm providers={configuredOAuthProviders()} />
      </Suspense>
    </AuthCard>
  );
}
