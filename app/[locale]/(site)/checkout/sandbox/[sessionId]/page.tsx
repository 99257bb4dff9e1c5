import { formatTime } from '@/lib/format/zoned-time';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { SandboxPageShell } from '@/components/booking/sandbox-page-shell';
import { PaymentLinkOffer } from '@/components/payment-links/payment-link-offer';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { checkoutIn, getCheckout } from '@/lib/server/payments/get-checkout';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { CheckoutSummary } from '@/components/booking/checkout-summary';
import { bookingTime, inZone } from '@/components/booking/booking-time';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { languageAlternates } from '@/lib/i18n/alternates';
import { INTL_LOCALE, OG_LOCALE, localePath, type Locale } from '@/lib/i18n/config';
import { localeOf, textFor, type ServerT } from '@/lib/i18n/server';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Params = Promise<{ locale: string; sessionId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const { sessionId } = await params;
  const t = await textFor(locale, 'booking');
  const path = `/checkout/sandbox/${sessionId}`;
  return {
    title: t('meta.sandboxTitle'),
    robots: { index: false },
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}
export const dynamic = 'force-dynamic';

/** "9:30 AM" as before in English; Filipino names the zone, as the style guide asks of every time. */
function heldUntil(iso: string, zone: string, locale: Locale, t: ServerT<'booking'>): string {
  // Abroad: the client's clock first, Manila's beside it (issue 63: "held until 11:22 PM" in Manila read as hours left in Dubai).
  if (zone !== DEFAULT_TIME_ZONE) return bookingTime(iso, zone, locale, t, 'time');
  if (locale === 'en') {
    return new Date(iso).toLocaleTimeString(INTL_LOCALE.en, { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  }
  return inZone(formatTime(iso, zone, locale), zone, locale, t);
}

/**
 * The built-in sandbox provider's hosted checkout (the stand-in for PayMongo's page). Only the
 * customer who booked can open it; a closed session sends them to /checkout for its state. Being ours,
 * it also offers a payment link, as the checkout does (PayMongo's page cannot).
 */
export default async function SandboxCheckoutPage({ params }: { params: Params }) {
  const locale = await localeOf(params);
  const { sessionId } = await params;
  const t = await textFor(locale, 'booking');
  const user = await requirePageUser(`/checkout/sandbox/${encodeURIComponent(sessionId)}`);
  if (user.type !== 'CUSTOMER' || getPaymentProvider().name !== 'SANDBOX') return notFoundPage();
  const checkout = checkoutIn(await getCheckout(user.id, { sessionId }).catch(notFoundUnlessBroken), locale);
  if (checkout.state !== 'pending') redirect(localePath(locale, checkout.summary_path));
  return (
    <SandboxPageShell
      locale={locale}
      heading={t('sandbox.heading')}
      summary={
        <div className="mt-6">
          <CheckoutSummary checkout={checkout} locale={locale} />
        </div>
      }
      form={{ sessionId }}
      footer={
        <>
          <p className="mt-4 text-sm text-slate-600">
            {checkout.hold_expires_at &&
              t('sandbox.heldUntil', { time: heldUntil(checkout.hold_expires_at, checkout.client_timezone, locale, t) })}
            <Link href={localePath(locale, checkout.summary_path)} className="font-medium text-primary hover:underline">
              {t('sandbox.summaryLink')}
            </Link>
          </p>
          {/* Issue 72 item 2: where "Go to payment" lands, someone else can pay instead — whatever this pays for. */}
          <div className="mt-6">
            <PaymentLinkOffer locale={locale} paymentId={checkout.payment_id} />
          </div>
        </>
      }
    />
  );
}
