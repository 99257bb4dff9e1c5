import { formatDay } from '@/components/lawyers/format';
import { formatPesoExact } from '@/lib/format/money';
import type { WorkItemDto } from '@/lib/dto/work-item';

/** The terms as the client reads them before paying (and as both keep them afterwards). */
export function WorkItemTerms({ item, zone }: { item: WorkItemDto; zone: string }) {
  const meetings = item.work_item_meetings;
  return (
    <section aria-labelledby="terms-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="terms-heading" className="text-lg font-semibold text-slate-900">
          Terms
        </h2>
        {item.revision > 0 && item.proposed_at && (
          <p className="text-xs text-slate-600">
            {item.revision > 1 ? `Revision ${item.revision}, sent` : 'Sent'} {formatDay(item.proposed_at, zone)}
          </p>
        )}
      </div>
      <dl className="mt-4 grid gap-5 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Scope of services</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.scope}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Deliverables</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.deliverables}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Fee</dt>
          <dd className="mt-1">
            <table className="w-full text-left" aria-label="Fee breakdown">
              <tbody className="divide-y divide-slate-200">
                {item.fee_breakdown.map((line, i) => (
                  <tr key={`${line.label}-${i}`}>
                    <td className="py-1.5 pr-3 text-slate-800">{line.label}</td>
                    <td className="whitespace-nowrap py-1.5 text-right tabular-nums text-slate-900">{formatPesoExact(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-slate-300">
                  <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                    Total
                  </th>
                  <td
                    className="whitespace-nowrap py-2 text-right text-base font-bold tabular-nums text-slate-900"
                    data-testid="work-item-total"
                  >
                    {formatPesoExact(item.price)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </dd>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-600">Payment terms</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.payment_terms}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Estimated timeline</dt>
            <dd className="mt-1 break-words text-slate-900">{item.estimated_timeline}</dd>
            <dt className="mt-4 font-medium text-slate-600">Included meetings</dt>
            <dd className="mt-1 text-slate-900">
              {meetings.length === 0
                ? 'None'
                : `${meetings.length} × ${meetings[0].duration}-minute call${meetings.length > 1 ? 's' : ''}${meetings.some((m) => m.duration !== meetings[0].duration) ? ' (see below)' : ''}, at no extra charge`}
            </dd>
          </div>
        </div>
        {item.rejection_reason && (
          <div>
            <dt className="font-medium text-slate-600">Reason given for declining</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.rejection_reason}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
