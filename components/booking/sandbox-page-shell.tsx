import type { ReactNode } from 'react';
import { SandboxCheckoutForm } from './sandbox-checkout-form';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { ClientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

/**
 * The sandbox provider's hosted checkout page (the stand-in for PayMongo's): its badge, heading, what is
 * paid and the buttons — shared by the client's session page and the payer of a payment link (issue 63),
 * which differ only in what allows the buttons (`form`) and what the page says is paid (`summary`).
 */
export async function SandboxPageShell({
  locale,
  heading,
  summary,
  form,
  footer,
}: {
  locale: Locale;
  heading: string;
  summary: ReactNode;
  form: { sessionId: string } | { payerToken: string };
  footer?: ReactNode;
}) {
  const t = await textFor(locale, 'booking');
  return (
    <main className="bg-slate-50">
      <div className="container-page max-w-2xl py-8">
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">
          {t('sandbox.badge')}
        </p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        {summary}
        <div className="mt-6">
          <ClientMessages locale={locale} namespaces={['booking', SERVER_ERROR_WORDS]}>
            <SandboxCheckoutForm {...form} />
          </ClientMessages>
        </div>
        {footer}
      </div>
    </main>
  );
}
