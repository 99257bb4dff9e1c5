import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { AuthCard } from '@/components/auth/auth-card';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { DELETION_FORM_WORDS } from '@/components/privacy/account-words';
import { ConfirmDeletionForm } from '@/components/privacy/confirm-deletion-form';
import { QueryProvider } from '@/components/providers/query-provider';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  return authPageMetadata(locale, '/account/delete/confirm', t('deletion.confirmMetaTitle'), { referrer: 'no-referrer' });
}

/** Opened from the mailed link of an account without a password (/account/delete/confirm?token=…); the button POSTs it. */
export default async function ConfirmDeletionPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const { token } = await searchParams;
  return (
    <AuthCard locale={locale} title={t('deletion.confirmTitle')} logo={false}>
      <QueryProvider>
        <ClientMessages locale={locale} namespaces={[DELETION_FORM_WORDS, SERVER_ERROR_WORDS]}>
          <ConfirmDeletionForm token={typeof token === 'string' ? token : ''} />
        </ClientMessages>
      </QueryProvider>
    </AuthCard>
  );
}
