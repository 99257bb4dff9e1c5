import { CurrencyChoice, PesoPrice } from '@/components/prices/peso-price';
import { Avatar } from '@/components/ui/avatar';
import { CARD_ABROAD, methodLabel } from '@/lib/format/receipt';
import type { Locale } from '@/lib/i18n/paths';
import { textFor, type ServerT } from '@/lib/i18n/server';
import type { CheckoutSummary as Summary } from '@/lib/dto/checkout';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';
import { bookingTime } from './booking-time';

const KIND_LABEL = {
  'work-item': 'summary.engagementFee',
  'additional-service': 'summary.additionalService',
  question: 'summary.writtenQuestion',
} as const;

/** A payment method as the client knows it, in the page's language (only "Card" is a word; the rest are names). */
export function methodText(method: string, t: ServerT<'booking'>): string {
  return method === 'card' ? t('methods.card') : method === CARD_ABROAD ? t('methods.cardAbroad') : methodLabel(method);
}

/** The payment summary shared by /checkout and the sandbox's hosted checkout (server-rendered, the client's zone). */
export async function CheckoutSummary({ checkout, locale }: { checkout: Summary; locale: Locale }) {
  const t = await textFor(locale, 'booking');
  // The client's own zone (issue 63): a client abroad reads their clock with Manila's beside it.
  const zone = checkout.client_timezone;
  return (
    <section aria-label={t('summary.label')} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center gap-4">
        <Avatar src={checkout.lawyer.picture_url} name={checkout.lawyer.display_name} size={48} priority />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t('atty', { name: checkout.lawyer.display_name })}</p>
          <p className="text-sm text-slate-600">
            {checkout.kind === 'meeting'
              ? t(rulesOfWire(checkout).texts.checkoutItem, { minutes: checkout.duration ?? 0, callType: checkout.call_type ?? 'VIDEO' })
              : t(KIND_LABEL[checkout.kind])}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {checkout.start_time ? (
          <div>
            <dt className="font-medium text-slate-600">{t('summary.dateTime')}</dt>
            <dd className="text-slate-900">{bookingTime(checkout.start_time, zone, locale, t)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium text-slate-600">
            {checkout.kind === 'meeting'
              ? t('summary.caseSummary')
              : checkout.kind === 'work-item'
                ? t('summary.engagement')
                : t('summary.service')}
          </dt>
          <dd className="break-words text-slate-900">{checkout.subject}</dd>
        </div>
        {checkout.work_item_title && (
          <div>
            <dt className="font-medium text-slate-600">{t('summary.engagement')}</dt>
            <dd className="break-words text-slate-900">{checkout.work_item_title}</dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-slate-600">{t('summary.amount')}</dt>
          <dd className="text-lg font-bold text-slate-900">
            <PesoPrice centavos={checkout.amount} locale={locale} />
          </dd>
          {checkout.state === 'pending' && (
            <div className="mt-1">
              <CurrencyChoice locale={locale} />
            </div>
          )}
        </div>
        {/* Only money that arrived was "paid with" something: a failed or cancelled attempt's method is not news.
            A paid checkout names it in its receipt (CheckoutReceipt); one to be refunded says it here. */}
        {checkout.method && checkout.state === 'refund' && (
          <div>
            <dt className="font-medium text-slate-600">{t('summary.paidWith')}</dt>
            <dd className="text-slate-900">{methodText(checkout.method, t)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
