import { CheckCircle2, XCircle } from 'lucide-react';
import type { Metadata } from 'next';
import { PayerForm } from '@/components/payment-links/payer-form';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { formatLongInZone } from '@/lib/format/date-time';
import { formatPesoExact } from '@/lib/format/money';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { APP_NAME } from '@/lib/config/app';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { getPayerView } from '@/lib/server/checkout/links/payment-links';
import { paymentDescriptionIn } from '@/lib/server/payments/payment-description';
import { notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Params = Promise<{ locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'payLink');
  // A secret in the path: never indexed, never sent on as a referrer.
  return { title: t('meta.title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}
export const dynamic = 'force-dynamic';

/**
 * Issue 63 item 4: the page a payment link opens, for anyone holding it (no account needed). It shows
 * only the payer's view (getPayerView: the lawyer, the service, the time and the amount), never the case.
 */
export default async function PayForSomeonePage({ params }: { params: Params }) {
  const locale = await localeOf(params);
  const { token } = await params;
  const t = await textFor(locale, 'payLink');
  const view = await getPayerView(token).catch(notFoundUnlessBroken);
  const manila = (iso: string) => t('page.manila', { time: formatLongInZone(new Date(iso), DEFAULT_TIME_ZONE, locale) });
  const facts: [string, string][] = [
    [t('page.lawyer'), `Atty. ${view.lawyer_name}`],
    [t('page.service'), paymentDescriptionIn(view.service, locale)],
    ...(view.start_time ? ([[t('page.time'), manila(view.start_time)]] as [string, string][]) : []),
    [t('page.amount'), formatPesoExact(view.amount)],
  ];
  return (
    <main className="bg-slate-50">
      <div className="container-page max-w-2xl py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.heading', { kind: view.kind })}</h1>
        <p className="mt-2 text-slate-700">{t('page.intro', { app: APP_NAME })}</p>
        <dl className="mt-6 divide-y divide-slate-100 rounded-xl bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200 sm:p-6">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-6">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="text-slate-900 sm:text-right">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6" role="status" data-state={view.state}>
          {view.state === 'pending' ? (
            <>
              <p className="mb-3 text-sm text-slate-600">{t('page.until', { time: manila(view.expires_at) })}</p>
              <ClientMessages locale={locale} namespaces={['payLink', SERVER_ERROR_WORDS]}>
                <PayerForm token={token} />
              </ClientMessages>
            </>
          ) : (
            <div
              className={`flex gap-3 rounded-xl p-4 ring-1 ${view.state === 'paid' ? 'bg-primary-50 ring-primary-200' : 'bg-red-50 ring-red-200'}`}
            >
              {view.state === 'paid' ? (
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" aria-hidden="true" />
              ) : (
                <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
              )}
              <div>
                <p className="font-semibold text-slate-900">{t(`page.${view.state}Title`)}</p>
                <p className="text-sm text-slate-700">
                  {view.state === 'paid' ? t('page.paidText', { name: view.payer_name ?? '' }) : t(`page.${view.state}Text`)}
                </p>
              </div>
            </div>
          )}
        </div>
      </div>
    </main>
  );
}
