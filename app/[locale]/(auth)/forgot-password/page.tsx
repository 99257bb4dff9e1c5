import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/forgot-password', (await textFor(locale, 'auth'))('forgot.title'));
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  return (
    <AuthCard locale={locale} title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
