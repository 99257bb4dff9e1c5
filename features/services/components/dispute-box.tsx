'use client';

import { formatPesoExact } from '@/lib/format/money';
import { formatDayTime } from '@/lib/format/zoned-time';
import type { ServiceOrder } from '@/features/services/api/service-orders';
import { useLocale, useT } from '@/lib/i18n/client';
import { OrderFileLinks } from './delivery-list';

type Dispute = NonNullable<ServiceOrder['dispute']>;

/** The order's dispute as both parties see it: the client's reason and files, the lawyer's answer, the admin's decision. */
export function DisputeBox({ order, dispute, zone }: { order: ServiceOrder; dispute: Dispute; zone: string }) {
  const t = useT('serviceOrders');
  const locale = useLocale();
  const when = (iso: string) => formatDayTime(iso, zone, locale);
  return (
    <div className="mt-5 rounded-lg bg-red-50/60 p-4 ring-1 ring-red-200" data-testid="order-dispute">
      <h3 className="text-sm font-semibold text-slate-900">{t('dispute.heading')}</h3>
      <p className="mt-1 text-xs text-slate-600">{t('dispute.opened', { date: when(dispute.opened_at) })}</p>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{dispute.reason}</p>
      <OrderFileLinks orderId={order._id} files={dispute.files} />
      <div className="mt-3 border-t border-red-200 pt-3">
        <p className="text-sm font-semibold text-slate-900">{t('dispute.answerHeading')}</p>
        {dispute.answer ? (
          <>
            {dispute.answered_at && <p className="text-xs text-slate-600">{when(dispute.answered_at)}</p>}
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800" data-testid="dispute-answer">
              {dispute.answer}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-700">{t('dispute.answerBy', { date: when(dispute.answer_by) })}</p>
        )}
      </div>
      <div className="mt-3 border-t border-red-200 pt-3" data-testid="dispute-decision">
        <p className="text-sm font-semibold text-slate-900">{t('dispute.decisionHeading')}</p>
        {dispute.outcome ? (
          <>
            <p className="text-sm text-slate-800">
              {t(`dispute.outcome.${dispute.outcome}`, { amount: formatPesoExact((dispute.refund_pesos ?? 0) * 100) })}
            </p>
            {dispute.decision_reason && (
              <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{dispute.decision_reason}</p>
            )}
            {dispute.decided_at && <p className="mt-1 text-xs text-slate-600">{when(dispute.decided_at)}</p>}
          </>
        ) : (
          <p className="text-sm text-slate-700">{t('dispute.waiting')}</p>
        )}
      </div>
    </div>
  );
}
