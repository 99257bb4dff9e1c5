'use client';

import { Send } from 'lucide-react';
import { formatPesoExact } from '@/lib/format/money';
import { formatDayTime } from '@/lib/format/zoned-time';
import type { ServiceOrder } from '@/features/services/api/service-orders';
import { useLocale, useT } from '@/lib/i18n/client';
import { SERVICE_CATALOGUE } from '@/features/services/reference/legal-services';
import { OrderFileLinks } from './delivery-list';

/**
 * Issue 72, item 8: who sends a letter that may be sent — the lawyer (by e-mail and registered mail, at the price
 * the order shows, the proof of sending listed here once attached) or the client.
 */
export function SendingBox({ order, party, zone }: { order: ServiceOrder; party: 'CUSTOMER' | 'LAWYER'; zone: string }) {
  const t = useT('serviceOrders');
  const locale = useLocale();
  if (!SERVICE_CATALOGUE[order.service_type].sending) return null;
  if (!order.sent_by_lawyer)
    return (
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-700" data-testid="order-sending" data-by="CLIENT">
        <Send aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
        {t(party === 'CUSTOMER' ? 'sending.byClient' : 'sending.byClientToLawyer')}
      </p>
    );
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="order-sending" data-by="LAWYER">
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <Send aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
        {t(order.sending_proof.length ? 'sending.byLawyerSent' : 'sending.byLawyer', {
          price: formatPesoExact((order.send_price_pesos ?? 0) * 100),
        })}
      </p>
      <h3 className="mt-3 text-sm font-semibold text-slate-900">{t('sending.proofHeading')}</h3>
      {order.sending_proof.length ? (
        <div data-testid="order-sending-proof">
          <p className="text-xs text-slate-600">
            {t('sending.attachedOn', { date: formatDayTime(order.sending_proof.at(-1)!.attached_at, zone, locale) })}
          </p>
          <OrderFileLinks orderId={order._id} files={order.sending_proof} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('sending.noProof')}</p>
      )}
    </div>
  );
}
