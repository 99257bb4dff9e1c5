import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CheckoutRefresher } from '@/components/booking/checkout-refresher';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getCheckout } from '@/lib/server/payments/get-checkout';
import { CheckoutSummary } from '@/components/booking/checkout-summary';
import type { CheckoutState } from '@/lib/dto/checkout';

export const metadata: Metadata = { title: 'Payment summary', robots: { index: false } };
export const dynamic = 'force-dynamic';

const STATES: Record<CheckoutState, { title: string; text: string; tone: 'ok' | 'wait' | 'bad' }> = {
  paid: { title: 'Payment received', text: 'Your consultation is booked. We sent a confirmation e-mail with a calendar invitation.', tone: 'ok' },
  pending: { title: 'Payment pending', text: 'We have not received your payment yet. This page updates by itself.', tone: 'wait' },
  failed: { title: 'Payment failed', text: 'Your payment did not go through, so the time was released. You can book again.', tone: 'bad' },
  expired: { title: 'Payment time expired', text: 'The time was held for you but no payment arrived in time, so it was released.', tone: 'bad' },
  cancelled: { title: 'Booking cancelled', text: 'This booking was cancelled.', tone: 'bad' },
  refund: { title: 'Payment to be refunded', text: 'Your payment arrived after the time was released. We will refund it in full.', tone: 'bad' },
};

/** Spec §2 /checkout: the payment summary and its state, read from our database (never from the redirect). */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<{ meeting?: string }> }) {
  const { meeting } = await searchParams;
  const user = await requirePageUser('/checkout', meeting ? `?meeting=${encodeURIComponent(meeting)}` : '');
  if (!meeting || user.type !== 'CUSTOMER') notFound();
  const checkout = await getCheckout(user.id, { meetingId: meeting }).catch(() => notFound());
  const state = STATES[checkout.state];
  const Icon = state.tone === 'ok' ? CheckCircle2 : state.tone === 'wait' ? Clock : XCircle;
  return (
    <main className="bg-slate-50">
      <div className="container-page max-w-2xl py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Payment summary</h1>
        <div
          role="status"
          data-state={checkout.state}
          className={`mt-6 flex gap-3 rounded-xl p-4 ring-1 ${state.tone === 'ok' ? 'bg-primary-50 ring-primary-200' : state.tone === 'wait' ? 'bg-amber-50 ring-amber-200' : 'bg-red-50 ring-red-200'}`}
        >
          <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${state.tone === 'ok' ? 'text-primary-700' : state.tone === 'wait' ? 'text-amber-700' : 'text-red-700'}`} aria-hidden="true" />
          <div>
            <p className="font-semibold text-slate-900">{state.title}</p>
            <p className="text-sm text-slate-700">{state.text}</p>
          </div>
        </div>
        <div className="mt-6">
          <CheckoutSummary checkout={checkout} />
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          {checkout.state === 'pending' && checkout.checkout_url && (
            <a href={checkout.checkout_url} className="btn-primary">
              Continue to payment
            </a>
          )}
          {checkout.state === 'paid' && (
            <Link href={`/customer-portal/meeting/${checkout.meeting_id}`} className="btn-primary">
              View meeting
            </Link>
          )}
          {['failed', 'expired', 'cancelled'].includes(checkout.state) && (
            <Link href="/lawyers-online" className="btn-primary">
              Choose another time
            </Link>
          )}
          <Link href="/customer-portal" className="btn-ghost">
            My meetings
          </Link>
        </div>
        {checkout.state === 'pending' && <CheckoutRefresher />}
      </div>
    </main>
  );
}
