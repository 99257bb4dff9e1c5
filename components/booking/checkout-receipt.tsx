import { consultationItem, receiptLines } from '@/lib/format/receipt';
import type { CheckoutSummary } from '@/lib/dto/checkout';

const KIND_ITEM = { 'work-item': 'Engagement fee', 'additional-service': 'Additional service' } as const;

/** The itemised receipt of a paid checkout: the same lines (receiptLines) as the confirmation e-mail. */
export function CheckoutReceipt({ checkout }: { checkout: CheckoutSummary }) {
  const item =
    checkout.kind === 'meeting' && checkout.duration && checkout.call_type
      ? consultationItem(checkout.duration, checkout.call_type)
      : `${checkout.kind === 'meeting' ? 'Consultation' : KIND_ITEM[checkout.kind]}: ${checkout.subject}`;
  const lines = receiptLines({
    reference: checkout.reference,
    item,
    lawyerName: checkout.lawyer.display_name,
    startAt: checkout.start_time ? new Date(checkout.start_time) : null,
    amountCentavos: checkout.amount,
    method: checkout.method,
    paidAt: checkout.paid_at ? new Date(checkout.paid_at) : null,
    feeNote: checkout.fee_note,
  });
  return (
    <section aria-labelledby="receipt-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="receipt-heading" className="text-lg font-semibold text-slate-900">
        Receipt
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-6">
            <dt className="shrink-0 font-medium text-slate-600">{line.label}</dt>
            <dd
              className={`break-words text-slate-900 sm:text-right ${line.label === 'Amount' ? 'font-bold' : ''} ${line.label === 'Reference number' ? 'font-mono tracking-wide' : ''}`}
            >
              {line.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        Quote the reference number when you write to us about this payment. The same receipt is in your confirmation e-mail, as a PDF too.
      </p>
      {checkout.receipt_url && (
        // A file download (Content-Disposition: attachment), not a page: a plain link.
        <a href={checkout.receipt_url} className="btn-outline mt-4 inline-flex">
          Download receipt (PDF)
        </a>
      )}
    </section>
  );
}
