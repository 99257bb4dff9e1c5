import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import type { ReactNode } from 'react';
import { BOOKING_INTENT_WORDS } from '@/components/auth/booking-intent-words';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';

// The verification pages: rendered per request, never indexed. The links' pages and the account's
// (verify-email/[token], verify-ibp/[token], account/…) have their own bar ((bar)/layout.tsx);
// /verify-email has the top header (spec §2: "Header shown").
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default async function VerificationLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  return (
    <div className="flex min-h-screen flex-col bg-primary-50">
      <ClientMessages locale={locale} namespaces={['auth', BOOKING_INTENT_WORDS, SERVER_ERROR_WORDS]}>
        {children}
      </ClientMessages>
    </div>
  );
}
