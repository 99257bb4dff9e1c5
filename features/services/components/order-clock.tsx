'use client';

import { CalendarClock, Clock3, Scale } from 'lucide-react';
import { formatDayTime } from '@/lib/format/zoned-time';
import type { ServiceOrder } from '@/features/services/api/service-orders';
import { useLocale, useT } from '@/lib/i18n/client';

/**
 * The order's clock in the viewer's zone: the lawyer's deadline to take it, the delivery's due date, the
 * client's last day to dispute (only while the server allows a dispute). Nothing when no clock runs.
 */
export function OrderClock({ order, party, zone }: { order: ServiceOrder; party: 'CUSTOMER' | 'LAWYER'; zone: string }) {
  const t = useT('serviceOrders');
  const locale = useLocale();
  const when = (iso: string) => formatDayTime(iso, zone, locale);
  const clock: { icon: typeof Clock3; text: string; testId: string }[] = [];
  if (order.status === 'AWAITING_LAWYER' && order.take_by)
    clock.push({ icon: Clock3, text: t(`clock.takeBy${party}`, { date: when(order.take_by) }), testId: 'order-take-by' });
  if (order.due_at && (order.status === 'IN_PROGRESS' || order.status === 'DELIVERED'))
    clock.push({ icon: CalendarClock, text: t('clock.due', { date: when(order.due_at) }), testId: 'order-due' });
  if (order.dispute_until && order.allowed.includes('dispute'))
    clock.push({ icon: Scale, text: t('clock.disputeUntil', { date: when(order.dispute_until) }), testId: 'order-dispute-until' });
  if (!clock.length) return null;
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={t('clock.label')}>
      {clock.map(({ icon: Icon, text, testId }) => (
        <li key={testId} data-testid={testId} className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
