import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SandboxCheckoutForm } from '@/components/booking/sandbox-checkout-form';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { formatPesoExact } from '@/lib/format/money';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { getPayerView } from '@/lib/server/payment-links/payment-links';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { paymentDescriptionIn } from '@/lib/server/payments/payment-description';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/http/not-found-page';

type Params = Promise<{ locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'booking');
  return { title: t('meta.sandboxTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}
export const dynamic = 'force-dynamic';

/** The sandbox's hosted checkout for the payer of a payment link (issue 63): the same buttons, allowed by the link. */
export default async function PayerSandboxPage({ params }: { params: Params }) {
  const locale = await localeOf(params);
  const { token } = await params;
  if (getPaymentProvider().name !== 'SANDBOX') return notFoundPage();
  const view = await getPayerView(token).catch(notFoundUnlessBroken);
  if (view.state !== 'pending') redirect(localePath(locale, `/pay/${token}`));
  const t = await textFor(locale, 'booking');
  const words = await textFor(locale, 'payLink');
  return (
    <main className="bg-slate-50">
      <div className="container-page max-w-2xl py-8">
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">
          {t('sandbox.badge')}
        </p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{words('page.sandboxHeading')}</h1>
        <p className="mt-4 text-slate-800">
          {paymentDescriptionIn(view.service, locale)} · <strong>{formatPesoExact(view.amount)}</strong>
        </p>
        <div className="mt-6">
          <ClientMessages locale={locale} namespaces={['booking', SERVER_ERROR_WORDS]}>
            <SandboxCheckoutForm payerToken={token} />
          </ClientMessages>
        </div>
      </div>
    </main>
  );
}
