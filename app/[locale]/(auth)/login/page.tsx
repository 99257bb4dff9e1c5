import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';
import { BookingIntentNote } from '@/components/auth/booking-intent-note';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';
import { findBookingIntent } from '@/lib/server/meetings/booking-intent';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage({ searchParams }: { searchParams: CallbackSearchParams }) {
  // The Google/Facebook buttons follow the running server's environment, not the build's.
  await connection();
  // A visitor who tapped a slot: what they are signing in to book, from checked data.
  const intent = await findBookingIntent(await readCallbackParam(searchParams));
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to book and manage your consultations.">
      {intent ? <BookingIntentNote intent={intent} /> : null}
      <Suspense>
        <LoginForm providers={configuredOAuthProviders()} />
      </Suspense>
    </AuthCard>
  );
}
