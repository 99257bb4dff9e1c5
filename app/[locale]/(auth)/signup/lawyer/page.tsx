import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { LawyerSignUpForm } from '@/components/auth/lawyer-sign-up-form';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/signup/lawyer', (await textFor(locale, 'auth'))('lawyer.title'));
}

export default async function LawyerSignUpPage({ params }: Props) {
  // Rendered per request: the form keeps the page's callback_url (read with useSearchParams), and a
  // prerendered page would leave it to the browser, blank until the JavaScript runs.
  await connection();
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  return (
    <AuthCard locale={locale} wide title={t('lawyer.title')} subtitle={t('lawyer.subtitle')}>
      <Suspense>
        <LawyerSignUpForm />
      </Suspense>
    </AuthCard>
  );
}
