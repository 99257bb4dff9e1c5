import { formatPeso } from '@/components/lawyers/format';
import { formatDayTime, withZone } from '@/lib/format/zoned-time';
import { Avatar } from '@/components/ui/avatar';
import { methodLabel } from '@/lib/format/receipt';
import type { CheckoutSummary as Summary } from '@/lib/dto/checkout';

const KIND_LABEL = { 'work-item': 'Engagement fee', 'additional-service': 'Additional service' } as const;

/** The payment summary shared by /checkout and the sandbox's hosted checkout (server-rendered, the lawyer's zone). */
export function CheckoutSummary({ checkout }: { checkout: Summary }) {
  const zone = checkout.lawyer.timezone;
  return (
    <section aria-label="Payment summary" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center gap-4">
        <Avatar src={checkout.lawyer.picture_url} name={checkout.lawyer.display_name} size={48} priority />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">Atty. {checkout.lawyer.display_name}</p>
          <p className="text-sm text-slate-600">
            {checkout.kind === 'meeting'
              ? `${checkout.duration}-minute ${checkout.call_type === 'PHONE' ? 'phone' : 'video'} consultation`
              : KIND_LABEL[checkout.kind]}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {checkout.start_time ? (
          <div>
            <dt className="font-medium text-slate-600">Date and time</dt>
            <dd className="text-slate-900">{withZone(formatDayTime(checkout.start_time, zone), zone)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium text-slate-600">
            {checkout.kind === 'meeting' ? 'Case summary' : checkout.kind === 'work-item' ? 'Engagement' : 'Service'}
          </dt>
          <dd className="break-words text-slate-900">{checkout.subject}</dd>
        </div>
        {checkout.work_item_title && (
          <div>
            <dt className="font-medium text-slate-600">Engagement</dt>
            <dd className="break-words text-slate-900">{checkout.work_item_title}</dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-slate-600">Amount</dt>
          <dd className="text-lg font-bold text-slate-900">{formatPeso(checkout.amount)}</dd>
        </div>
        {/* Only money that arrived was "paid with" something: a failed or cancelled attempt's method is not news.
            A paid checkout names it in its receipt (CheckoutReceipt); one to be refunded says it here. */}
        {checkout.method && checkout.state === 'refund' && (
          <div>
            <dt className="font-medium text-slate-600">Paid with</dt>
            <dd className="text-slate-900">{methodLabel(checkout.method)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

export { methodLabel };
