import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { CheckoutRefresher } from '@/components/booking/checkout-refresher';
import { localizeAppUrl } from '@/components/booking/localize-url';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { env } from '@/lib/server/env';
import { checkoutIn, getCheckout } from '@/lib/server/payments/get-checkout';
import { appUrl } from '@/lib/config/app';
import { meetingCalendarPath } from '@/lib/config/calendar-links';
import { FREE_CANCELLATION_HOURS } from '@/lib/config/cancellation';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';
import { CheckoutReceipt } from '@/components/booking/checkout-receipt';
import { PaymentLinkOffer } from '@/components/payment-links/payment-link-offer';
import { CheckoutSummary } from '@/components/booking/checkout-summary';
import type { CheckoutKind, CheckoutState } from '@/lib/dto/checkout';
import { languageAlternates } from '@/lib/i18n/alternates';
import { OG_LOCALE, localePath } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'booking');
  return {
    title: t('meta.checkoutTitle'),
    robots: { index: false },
    alternates: languageAlternates(locale, '/checkout'),
    openGraph: { url: localePath(locale, '/checkout'), locale: OG_LOCALE[locale] },
  };
}
export const dynamic = 'force-dynamic';

type Tone = 'ok' | 'wait' | 'bad';

const TONES: Record<CheckoutState, Tone> = { paid: 'ok', pending: 'wait', failed: 'bad', expired: 'bad', cancelled: 'bad', refund: 'bad' };

type StateGroup =
  | `checkout.meeting.${CheckoutState}`
  | `checkout.work.${Exclude<CheckoutState, 'pending'>}`
  | `checkout.question.${Exclude<CheckoutState, 'pending'>}`;

/**
 * The catalogue group of a state's title and text (`checkout.meeting.paid`…): a pending payment reads
 * as a meeting's; a written question's own words (sent to the lawyer, kept as a draft), an engagement's.
 */
const stateKey = (kind: CheckoutKind, state: CheckoutState): StateGroup =>
  kind === 'meeting' || state === 'pending'
    ? `checkout.meeting.${state}`
    : kind === 'question'
      ? `checkout.question.${state}`
      : `checkout.work.${state}`;

/** Spec §2 /checkout: the payment summary and its state, read from our database (never from the redirect). */
export default async function CheckoutPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ meeting?: string; payment?: string }>;
}) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'booking');
  const to = (path: string) => localePath(locale, path);
  const { meeting, payment } = await searchParams;
  const query = meeting ? `?meeting=${encodeURIComponent(meeting)}` : payment ? `?payment=${encodeURIComponent(payment)}` : '';
  const user = await requirePageUser('/checkout', query);
  if ((!meeting && !payment) || user.type !== 'CUSTOMER') return notFoundPage();
  const checkout = checkoutIn(
    await getCheckout(user.id, meeting ? { meetingId: meeting } : { paymentId: payment }).catch(notFoundUnlessBroken),
    locale,
  );
  const tone = TONES[checkout.state];
  const state = stateKey(checkout.kind, checkout.state);
  // A notarial appointment is booked in its own words, not as a consultation (issue 57 item 3): its kind's keys.
  const kindRules = rulesOfWire(checkout);
  const paidKey = kindRules.texts.checkoutPaid;
  const Icon = tone === 'ok' ? CheckCircle2 : tone === 'wait' ? Clock : XCircle;
  const engagement = checkout.work_item_id ? to(`/customer-portal/work-items/${checkout.work_item_id}`) : null;
  return (
    <main className="bg-slate-50">
      <div className="container-page max-w-2xl py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('checkout.heading')}</h1>
        <div
          role="status"
          data-state={checkout.state}
          className={`mt-6 flex gap-3 rounded-xl p-4 ring-1 ${tone === 'ok' ? 'bg-primary-50 ring-primary-200' : tone === 'wait' ? 'bg-amber-50 ring-amber-200' : 'bg-red-50 ring-red-200'}`}
        >
          <Icon
            className={`mt-0.5 h-5 w-5 shrink-0 ${tone === 'ok' ? 'text-primary-700' : tone === 'wait' ? 'text-amber-700' : 'text-red-700'}`}
            aria-hidden="true"
          />
          <div>
            <p className="font-semibold text-slate-900">{t(`${state}.title`)}</p>
            <p className="text-sm text-slate-700">{paidKey && checkout.state === 'paid' ? t(paidKey) : t(`${state}.text`)}</p>
          </div>
        </div>
        <div className="mt-6">
          <CheckoutSummary checkout={checkout} locale={locale} />
        </div>
        {checkout.state === 'pending' && (
          // Issue 63 item 4: someone else (a relative at home or abroad) can pay this through a link — whatever it pays for (issue 72).
          <div className="mt-6">
            <PaymentLinkOffer locale={locale} paymentId={checkout.payment_id} />
          </div>
        )}
        {checkout.state === 'paid' && (
          <div className="mt-6">
            <CheckoutReceipt checkout={checkout} locale={locale} feePercent={env().PLATFORM_FEE_PERCENT} />
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-2">
          {checkout.state === 'pending' && checkout.checkout_url && (
            <a href={localizeAppUrl(checkout.checkout_url, locale, appUrl())} className="btn-primary">
              {t('checkout.continue')}
            </a>
          )}
          {checkout.state === 'paid' && checkout.meeting_id && (
            <Link href={to(`/customer-portal/meeting/${checkout.meeting_id}`)} className="btn-primary">
              {t('checkout.viewMeeting')}
            </Link>
          )}
          {checkout.state === 'paid' && checkout.kind === 'meeting' && checkout.meeting_id && (
            <a href={meetingCalendarPath(checkout.meeting_id)} className="btn-outline">
              {t('checkout.addToCalendar')}
            </a>
          )}
          {checkout.question_id && (
            <Link href={to(`/customer-portal/questions/${checkout.question_id}`)} className="btn-primary">
              {t('checkout.viewQuestion')}
            </Link>
          )}
          {engagement && (
            <Link href={engagement} className={checkout.state === 'pending' ? 'btn-ghost' : 'btn-primary'}>
              {t('checkout.viewEngagement')}
            </Link>
          )}
          {checkout.kind === 'meeting' &&
            checkout.meeting_id &&
            checkout.start_time &&
            ['failed', 'expired', 'cancelled'].includes(checkout.state) && (
              // Back to the same lawyer's booking form with the case text filled in (findRetryDraft).
              <Link
                href={to(
                  `/book/${checkout.lawyer._id}/${encodeURIComponent(checkout.start_time)}?duration=${checkout.duration ?? 30}&retry=${checkout.meeting_id}`,
                )}
                className="btn-primary"
              >
                {t('checkout.tryAgain')}
              </Link>
            )}
          {checkout.kind === 'meeting' && ['failed', 'expired', 'cancelled'].includes(checkout.state) && (
            <Link href={to('/lawyers-online')} className="btn-ghost">
              {t('checkout.findAnother')}
            </Link>
          )}
          {checkout.kind === 'meeting' ? (
            <Link href={to('/customer-portal')} className="btn-ghost">
              {t('checkout.myMeetings')}
            </Link>
          ) : checkout.kind === 'question' ? (
            <Link href={to('/customer-portal/questions')} className="btn-ghost">
              {t('checkout.myQuestions')}
            </Link>
          ) : (
            <Link href={to('/customer-portal/work-items')} className="btn-ghost">
              {t('checkout.myEngagements')}
            </Link>
          )}
        </div>
        {checkout.kind === 'meeting' && (
          <p className="mt-6 text-sm text-slate-600">
            {t(kindRules.texts.checkoutNote, { hours: FREE_CANCELLATION_HOURS })}{' '}
            <Link href={to('/cancellation-policy')} className="font-medium text-primary underline-offset-2 hover:underline">
              {t('policyLink')}
            </Link>
          </p>
        )}
        {checkout.state === 'pending' && <CheckoutRefresher />}
      </div>
    </main>
  );
}
