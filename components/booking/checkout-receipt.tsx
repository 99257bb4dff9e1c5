import { APP_NAME } from '@/lib/config/app';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatLongInZone } from '@/lib/format/date-time';
import { formatPesoExact } from '@/lib/format/money';
import { consultationItem, paidByLine, receiptLines, startText } from '@/lib/format/receipt';
import type { Locale } from '@/lib/i18n/paths';
import { textFor, type ServerT } from '@/lib/i18n/server';
import type { CheckoutSummary } from '@/lib/dto/checkout';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';
import { methodText } from './checkout-summary';

const KIND_ITEM = {
  'work-item': 'summary.engagementFee',
  'additional-service': 'summary.additionalService',
  question: 'summary.writtenQuestion',
} as const;

/** receiptLines' labels (the e-mail's and the PDF's, English) → this page's catalogue keys. */
type LineKey = 'reference' | 'item' | 'lawyer' | 'dateTime' | 'amount' | 'fees' | 'method' | 'charged' | 'paidAt';
const LINE_KEYS: Record<string, LineKey | undefined> = {
  'Reference number': 'reference',
  Item: 'item',
  Lawyer: 'lawyer',
  'Date and time': 'dateTime',
  Amount: 'amount',
  Fees: 'fees',
  'Payment method': 'method',
  Charged: 'charged',
  'Paid at': 'paidAt',
};

type Line = { key: string; label: string; value: string };

/**
 * The receipt's lines in the page's language: receiptLines builds them (the same lines as the
 * confirmation e-mail); in Filipino each label, and each value that is words or a date, is the
 * catalogue's. `feePercent`: the platform fee the server's fee note states, for its Filipino wording.
 */
function linesFor(checkout: CheckoutSummary, locale: Locale, t: ServerT<'booking'>, feePercent: number, paidByLabel: string): Line[] {
  const fil = locale !== 'en';
  // English keeps the e-mail's consultation item (consultationItem); other items are "Engagement fee: …" in either language.
  const rules = rulesOfWire(checkout);
  const item =
    checkout.kind === 'meeting' && rules.venue === 'office'
      ? t(rules.texts.checkoutItem, { minutes: checkout.duration ?? 0 })
      : checkout.kind === 'meeting' && checkout.duration && checkout.call_type
        ? fil
          ? t('consultation', { minutes: checkout.duration, callType: checkout.call_type })
          : consultationItem(checkout.duration, checkout.call_type)
        : t('receipt.itemOf', {
            kind: checkout.kind === 'meeting' ? t('receipt.consultation') : t(KIND_ITEM[checkout.kind]),
            subject: checkout.subject,
          });
  const startAt = checkout.start_time ? new Date(checkout.start_time) : null;
  const paidAt = checkout.paid_at ? new Date(checkout.paid_at) : null;
  const lines = receiptLines({
    reference: checkout.reference,
    item,
    lawyerName: checkout.lawyer.display_name,
    startAt,
    zone: checkout.client_timezone,
    amountCentavos: checkout.amount,
    method: checkout.method,
    paidAt,
    feeNote: fil ? t('receipt.feeNote', { percent: feePercent, app: APP_NAME }) : checkout.fee_note,
  });
  const manila = (d: Date) => t('time.inManila', { time: formatLongInZone(d, DEFAULT_TIME_ZONE, locale) });
  // Someone else paid through a payment link (issue 63): its own line, in the page's language.
  if (checkout.paid_by) lines.push(paidByLine(checkout.paid_by, paidByLabel));
  return lines.map((line) => {
    const key = LINE_KEYS[line.label];
    if (!fil || !key) return { key: key ?? line.label, label: line.label, value: line.value };
    let value = line.value;
    if (key === 'dateTime' && startAt) value = startText(startAt, checkout.client_timezone, { locale }) ?? manila(startAt);
    if (key === 'paidAt' && paidAt) value = manila(paidAt);
    if (key === 'method' && checkout.method) value = methodText(checkout.method, t);
    if (key === 'charged') value = t('receipt.chargedAbroad', { amount: formatPesoExact(checkout.amount) });
    return { key, label: t(`receipt.lines.${key}`), value };
  });
}

/** The itemised receipt of a paid checkout: the same lines (receiptLines) as the confirmation e-mail. */
export async function CheckoutReceipt({ checkout, locale, feePercent }: { checkout: CheckoutSummary; locale: Locale; feePercent: number }) {
  const t = await textFor(locale, 'booking');
  const payLink = await textFor(locale, 'payLink');
  const lines = linesFor(checkout, locale, t, feePercent, payLink('receipt.paidBy'));
  return (
    <section aria-labelledby="receipt-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="receipt-heading" className="text-lg font-semibold text-slate-900">
        {t('receipt.heading')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {lines.map((line) => (
          <div key={line.key} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-6">
            <dt className="shrink-0 font-medium text-slate-600">{line.label}</dt>
            <dd
              className={`break-words text-slate-900 sm:text-right ${line.key === 'amount' ? 'font-bold' : ''} ${line.key === 'reference' ? 'font-mono tracking-wide' : ''}`}
            >
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('receipt.note')}</p>
      {checkout.receipt_url && (
        // A file download (Content-Disposition: attachment), not a page: a plain link.
        <a href={checkout.receipt_url} className="btn-outline mt-4 inline-flex">
          {t('receipt.download')}
        </a>
      )}
    </section>
  );
}
