import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { VerifyTokenResult } from '@/components/auth/verify-token-result';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, null, (await textFor(locale, 'auth'))('verifyToken.ibpTitle'), { referrer: 'no-referrer' });
}

export default async function VerifyIbpPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const { token } = await params;
  return (
    <AuthCard locale={locale} title={t('verifyToken.ibpTitle')} subtitle={t('verifyToken.ibpSubtitle')} logo={false}>
      <VerifyTokenResult kind="ibp" token={token} callback={null} />
    </AuthCard>
  );
}
