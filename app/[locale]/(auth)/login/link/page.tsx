import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { SignInLinkForm } from '@/components/auth/sign-in-link-form';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/login/link', (await textFor(locale, 'auth'))('signInLink.title'), { referrer: 'no-referrer' });
}

/** Opened from a mailed one-time sign-in link (/login/link?token=…); signing in is a POST from its button. */
export default async function SignInLinkPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const { token } = await searchParams;
  return (
    <AuthCard locale={locale} title={t('signInLink.title')}>
      <SignInLinkForm token={typeof token === 'string' ? token : ''} />
    </AuthCard>
  );
}
