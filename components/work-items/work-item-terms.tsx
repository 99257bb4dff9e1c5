'use client';

import { formatDay } from '@/lib/format/zoned-time';
import { formatPesoExact } from '@/lib/format/money';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { useLocale, useT } from '@/lib/i18n/client';

/** The terms as the client reads them before paying (and as both keep them afterwards). */
export function WorkItemTerms({ item, zone }: { item: WorkItemDto; zone: string }) {
  const t = useT('work');
  const locale = useLocale();
  const meetings = item.work_item_meetings;
  const mixed = meetings.some((m) => m.duration !== meetings[0]?.duration);
  return (
    <section aria-labelledby="terms-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="terms-heading" className="text-lg font-semibold text-slate-900">
          {t('terms.heading')}
        </h2>
        {item.revision > 0 && item.proposed_at && (
          <p className="text-xs text-slate-600">
            {t(item.revision > 1 ? 'terms.revisionSent' : 'terms.sent', {
              revision: item.revision,
              day: formatDay(item.proposed_at, zone, locale),
            })}
          </p>
        )}
      </div>
      <dl className="mt-4 grid gap-5 text-sm">
        <div>
          <dt className="font-medium text-slate-600">{t('terms.scope')}</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.scope}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('terms.deliverables')}</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.deliverables}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('terms.fee')}</dt>
          <dd className="mt-1">
            <table className="w-full text-left" aria-label={t('terms.feeBreakdown')}>
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
                    {t('terms.total')}
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
            <dt className="font-medium text-slate-600">{t('terms.paymentTerms')}</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.payment_terms}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('terms.timeline')}</dt>
            <dd className="mt-1 break-words text-slate-900">{item.estimated_timeline}</dd>
            <dt className="mt-4 font-medium text-slate-600">{t('terms.meetings')}</dt>
            <dd className="mt-1 text-slate-900">
              {meetings.length === 0
                ? t('terms.none')
                : t(mixed ? 'terms.meetingsSummaryMixed' : 'terms.meetingsSummary', {
                    count: meetings.length,
                    duration: meetings[0].duration,
                  })}
            </dd>
          </div>
        </div>
        {item.rejection_reason && (
          <div>
            <dt className="font-medium text-slate-600">{t('terms.declineReason')}</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.rejection_reason}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
