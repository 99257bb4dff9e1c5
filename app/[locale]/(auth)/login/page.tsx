import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { localeOf, textFor } from '@/lib/i18n/server';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';
import { BookingIntentNote } from '@/components/auth/booking-intent-note';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';
import { findBookingIntent } from '@/lib/server/auth/sign-up-booking';
import { SignInPurposeNote } from '@/components/auth/sign-in-purpose-note';
import { signInPurpose } from '@/lib/auth/sign-in-purpose';

type Props = { params: Promise<{ locale: string }>; searchParams: CallbackSearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/login', (await textFor(locale, 'auth'))('login.title'));
}

export default async function LoginPage({ params, searchParams }: Props) {
  // The Google/Facebook buttons follow the running server's environment, not the build's.
  await connection();
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const callback = await readCallbackParam(searchParams);
  // A visitor who tapped a slot: what they are signing in to book, from checked data.
  const intent = await findBookingIntent(callback);
  // What they were doing (issue 72): asking in writing, legal aid, ordering…; "Welcome back" only without one.
  const purpose = signInPurpose(callback);
  const subtitle =
    purpose && callback ? (
      <SignInPurposeNote purpose={purpose} callback={callback} mode="signIn" locale={locale} t={t} />
    ) : (
      t('login.subtitle')
    );
  return (
    <AuthCard locale={locale} title={t('login.title')} subtitle={subtitle}>
      {intent ? <BookingIntentNote intent={intent} /> : null}
      <Suspense>
        <LoginForm providers={configuredOAuthProviders()} />
      </Suspense>
    </AuthCard>
  );
}
