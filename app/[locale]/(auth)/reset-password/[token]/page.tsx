import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, null, (await textFor(locale, 'auth'))('reset.title'), { referrer: 'no-referrer' });
}

export default async function ResetPasswordPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const { token } = await params;
  return (
    <AuthCard locale={locale} title={t('reset.title')}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
