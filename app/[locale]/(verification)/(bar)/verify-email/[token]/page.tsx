import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { BookingIntentNote } from '@/components/auth/booking-intent-note';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { VerifyTokenResult } from '@/components/auth/verify-token-result';
import { QueryProvider } from '@/components/providers/query-provider';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { findBookingIntent } from '@/lib/server/auth/sign-up-booking';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';

type Props = { params: Promise<{ locale: string; token: string }>; searchParams: CallbackSearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, null, (await textFor(locale, 'auth'))('verifyToken.emailTitle'), { referrer: 'no-referrer' });
}

/** The mailed link; "Continue" leads on to the link's callback_url (same-origin only), else the portal. */
export default async function VerifyEmailTokenPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const { token } = await params;
  const callback = await readCallbackParam(searchParams);
  const intent = await findBookingIntent(callback);
  return (
    <AuthCard locale={locale} title={t('verifyToken.emailTitle')} logo={false}>
      {intent ? <BookingIntentNote intent={intent} /> : null}
      {/* The phone code texted on verification is typed here (issue 72): the portal's code entry, its words and React Query. */}
      <ClientMessages locale={locale} namespaces={[['portal', ['phone.']]]}>
        <QueryProvider>
          <VerifyTokenResult kind="email" token={token} callback={callback} />
        </QueryProvider>
      </ClientMessages>
    </AuthCard>
  );
}
