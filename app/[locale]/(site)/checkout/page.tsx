import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CheckoutRefresher } from '@/components/booking/checkout-refresher';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getCheckout } from '@/lib/server/payments/get-checkout';
import { meetingCalendarPath } from '@/lib/config/calendar-links';
import { FREE_CANCELLATION_HOURS } from '@/lib/config/cancellation';
import { CheckoutReceipt } from '@/components/booking/checkout-receipt';
import { CheckoutSummary } from '@/components/booking/checkout-summary';
import type { CheckoutKind, CheckoutState } from '@/lib/dto/checkout';

export const metadata: Metadata = { title: 'Payment summary', robots: { index: false } };
export const dynamic = 'force-dynamic';

type StateText = { title: string; text: string; tone: 'ok' | 'wait' | 'bad' };

const MEETING_STATES: Record<CheckoutState, StateText> = {
  paid: {
    title: 'Payment received',
    text: 'Your consultation is booked. We sent a confirmation e-mail with a calendar invitation.',
    tone: 'ok',
  },
  pending: { title: 'Payment pending', text: 'We have not received your payment yet. This page updates by itself.', tone: 'wait' },
  failed: { title: 'Payment failed', text: 'Your payment did not go through, so the time was released. You can book again.', tone: 'bad' },
  expired: {
    title: 'Payment time expired',
    text: 'The time was held for you but no payment arrived in time, so it was released.',
    tone: 'bad',
  },
  cancelled: { title: 'Booking cancelled', text: 'This booking was cancelled.', tone: 'bad' },
  refund: {
    title: 'Payment to be refunded',
    text: 'Your payment arrived after the time was released. We will refund it in full.',
    tone: 'bad',
  },
};

const WORK_STATES: Record<CheckoutState, StateText> = {
  paid: { title: 'Payment received', text: 'Your lawyer has been told and starts work now. We sent you a receipt by e-mail.', tone: 'ok' },
  pending: MEETING_STATES.pending,
  failed: {
    title: 'Payment failed',
    text: 'Your payment did not go through. Nothing was charged; you can try again from the engagement page.',
    tone: 'bad',
  },
  expired: { title: 'Payment time expired', text: 'No payment arrived in time. You can try again from the engagement page.', tone: 'bad' },
  cancelled: { title: 'Payment cancelled', text: 'This payment attempt was cancelled.', tone: 'bad' },
  refund: {
    title: 'Payment to be refunded',
    text: 'Your payment arrived after this attempt was closed. We will refund it in full.',
    tone: 'bad',
  },
};

const statesFor = (kind: CheckoutKind) => (kind === 'meeting' ? MEETING_STATES : WORK_STATES);

/** Spec §2 /checkout: the payment summary and its state, read from our database (never from the redirect). */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<{ meeting?: string; payment?: string }> }) {
  const { meeting, payment } = await searchParams;
  const query = meeting ? `?meeting=${encodeURIComponent(meeting)}` : payment ? `?payment=${encodeURIComponent(payment)}` : '';
  const user = await requirePageUser('/checkout', query);
  if ((!meeting && !payment) || user.type !== 'CUSTOMER') notFound();
  const checkout = await getCheckout(user.id, meeting ? { meetingId: meeting } : { paymentId: payment }).catch(() => notFound());
  const state = statesFor(checkout.kind)[checkout.state];
  const Icon = state.tone === 'ok' ? CheckCircle2 : state.tone === 'wait' ? Clock : XCircle;
  const engagement = checkout.work_item_id ? `/customer-portal/work-items/${checkout.work_item_id}` : null;
  return (
    <main className="bg-slate-50">
      <div className="container-page max-w-2xl py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Payment summary</h1>
        <div
          role="status"
          data-state={checkout.state}
          className={`mt-6 flex gap-3 rounded-xl p-4 ring-1 ${state.tone === 'ok' ? 'bg-primary-50 ring-primary-200' : state.tone === 'wait' ? 'bg-amber-50 ring-amber-200' : 'bg-red-50 ring-red-200'}`}
        >
          <Icon
            className={`mt-0.5 h-5 w-5 shrink-0 ${state.tone === 'ok' ? 'text-primary-700' : state.tone === 'wait' ? 'text-amber-700' : 'text-red-700'}`}
            aria-hidden="true"
          />
          <div>
            <p className="font-semibold text-slate-900">{state.title}</p>
            <p className="text-sm text-slate-700">{state.text}</p>
          </div>
        </div>
        <div className="mt-6">
          <CheckoutSummary checkout={checkout} />
        </div>
        {checkout.state === 'paid' && (
          <div className="mt-6">
            <CheckoutReceipt checkout={checkout} />
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-2">
          {checkout.state === 'pending' && checkout.checkout_url && (
            <a href={checkout.checkout_url} className="btn-primary">
              Continue to payment
            </a>
          )}
          {checkout.state === 'paid' && checkout.meeting_id && (
            <Link href={`/customer-portal/meeting/${checkout.meeting_id}`} className="btn-primary">
              View meeting
            </Link>
          )}
          {checkout.state === 'paid' && checkout.kind === 'meeting' && checkout.meeting_id && (
            <a href={meetingCalendarPath(checkout.meeting_id)} className="btn-outline">
              Add to calendar
            </a>
          )}
          {engagement && (
            <Link href={engagement} className={checkout.state === 'pending' ? 'btn-ghost' : 'btn-primary'}>
              View engagement
            </Link>
          )}
          {checkout.kind === 'meeting' &&
            checkout.meeting_id &&
            checkout.start_time &&
            ['failed', 'expired', 'cancelled'].includes(checkout.state) && (
              // Back to the same lawyer's booking form with the case text filled in (findRetryDraft).
              <Link
                href={`/book/${checkout.lawyer._id}/${encodeURIComponent(checkout.start_time)}?duration=${checkout.duration ?? 30}&retry=${checkout.meeting_id}`}
                className="btn-primary"
              >
                Try again
              </Link>
            )}
          {checkout.kind === 'meeting' && ['failed', 'expired', 'cancelled'].includes(checkout.state) && (
            <Link href="/lawyers-online" className="btn-ghost">
              Find another lawyer
            </Link>
          )}
          {checkout.kind === 'meeting' ? (
            <Link href="/customer-portal" className="btn-ghost">
              My meetings
            </Link>
          ) : (
            <Link href="/customer-portal/work-items" className="btn-ghost">
              My engagements
            </Link>
          )}
        </div>
        {checkout.kind === 'meeting' && (
          <p className="mt-6 text-sm text-slate-600">
            Free cancellation until {FREE_CANCELLATION_HOURS} hours before the consultation, and a full refund if the lawyer does not show.{' '}
            <Link href="/cancellation-policy" className="font-medium text-primary underline-offset-2 hover:underline">
              Cancellation and refund policy
            </Link>
          </p>
        )}
        {checkout.state === 'pending' && <CheckoutRefresher />}
      </div>
    </main>
  );
}
