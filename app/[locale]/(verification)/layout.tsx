import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { VerificationHeader } from '@/components/header/verification-header';
import { portalPath } from '@/lib/auth/access-rules';
import { localePath } from '@/lib/i18n/paths';
import { BOOKING_INTENT_WORDS } from '@/components/auth/booking-intent-words';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';
import { getSessionUser } from '@/lib/server/auth/get-session-user';

// The verification pages: rendered per request with their own bar (logo, sign-out), never indexed.
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default async function VerificationLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const user = await getSessionUser();
  return (
    <div className="flex min-h-screen flex-col bg-primary-50">
      <VerificationHeader
        locale={locale}
        signedIn={user !== null}
        home={localePath(locale, user?.type === 'LAWYER' ? portalPath('LAWYER') : '/')}
      />
      <ClientMessages locale={locale} namespaces={['auth', BOOKING_INTENT_WORDS]}>
        {children}
      </ClientMessages>
    </div>
  );
}
