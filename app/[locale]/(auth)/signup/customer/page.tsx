import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { CustomerSignUpForm } from '@/components/auth/customer-sign-up-form';
import { signUpSubtitle } from '@/components/auth/sign-up-subtitle';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';
import { findBookingIntent } from '@/lib/server/meetings/booking-intent';

export const metadata: Metadata = { title: 'Create your account' };

export default async function CustomerSignUpPage({ searchParams }: { searchParams: CallbackSearchParams }) {
  await connection();
  const providers = configuredOAuthProviders();
  // The slot tapped before signing up, named from checked data on the form and on "Check your email".
  const intent = await findBookingIntent(await readCallbackParam(searchParams));
  return (
    <AuthCard title="Create your account" subtitle={signUpSubtitle(providers)}>
      <Suspense>
        <CustomerSignUpForm providers={providers} intent={intent} />
      </Suspense>
    </AuthCard>
  );
}
