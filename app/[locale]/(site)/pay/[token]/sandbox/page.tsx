import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SandboxPageShell } from '@/components/booking/sandbox-page-shell';
import { formatPesoExact } from '@/lib/format/money';
import { localePath } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { getPayerView } from '@/lib/server/checkout/links/payment-links';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { paymentDescriptionIn } from '@/lib/server/payments/payment-description';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

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
  const words = await textFor(locale, 'payLink');
  return (
    <SandboxPageShell
      locale={locale}
      heading={words('page.sandboxHeading')}
      summary={
        <p className="mt-4 text-slate-800">
          {paymentDescriptionIn(view.service, locale)} · <strong>{formatPesoExact(view.amount)}</strong>
        </p>
      }
      form={{ payerToken: token }}
    />
  );
}
