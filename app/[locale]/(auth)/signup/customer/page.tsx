import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { CustomerSignUpForm } from '@/components/auth/customer-sign-up-form';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { signUpSubtitle } from '@/components/auth/sign-up-subtitle';
import { localeOf, textFor } from '@/lib/i18n/server';
import { configuredOAuthProviders } from '@/lib/server/auth/oauth/providers';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';
import { findBookingIntent } from '@/lib/server/auth/sign-up-booking';
import { SignUpPurpose } from '@/components/auth/sign-in-purpose-note';

type Props = { params: Promise<{ locale: string }>; searchParams: CallbackSearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/signup/customer', (await textFor(locale, 'auth'))('customer.title'));
}

export default async function CustomerSignUpPage({ params, searchParams }: Props) {
  await connection();
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const providers = configuredOAuthProviders();
  // The slot tapped before signing up, named from checked data on the form and on "Check your email".
  const callback = await readCallbackParam(searchParams);
  const intent = await findBookingIntent(callback);
  return (
    <AuthCard locale={locale} title={t('customer.title')} subtitle={signUpSubtitle(providers, t)}>
      {/* The form names a booking itself (its intent note); any other purpose is named here (issue 72). */}
      {intent ? null : <SignUpPurpose callback={callback} locale={locale} t={t} />}
      <Suspense>
        <CustomerSignUpForm providers={providers} intent={intent} />
      </Suspense>
    </AuthCard>
  );
}
