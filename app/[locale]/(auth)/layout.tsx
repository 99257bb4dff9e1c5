import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import type { ReactNode } from 'react';
import { AuthGuard } from '@/components/auth/auth-guard';
import { QueryProvider } from '@/components/providers/query-provider';
import { BOOKING_INTENT_WORDS } from '@/components/auth/booking-intent-words';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';

// Sign-in, sign-up, recovery and verification pages: no header, and nothing here belongs in search results.
export const metadata: Metadata = { robots: { index: false, follow: true } };

/** Every page here is made of the auth forms: their text goes to the browser once, from here. */
export default async function AuthLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  return (
    <ClientMessages locale={locale} namespaces={['auth', BOOKING_INTENT_WORDS, SERVER_ERROR_WORDS]}>
      <QueryProvider>
        <AuthGuard loadingLabel={t('loading')}>{children}</AuthGuard>
      </QueryProvider>
    </ClientMessages>
  );
}
