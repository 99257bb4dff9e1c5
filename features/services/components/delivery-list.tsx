'use client';

import { FileText } from 'lucide-react';
import { formatDayTime } from '@/lib/format/zoned-time';
import { serviceOrdersApi, type ServiceOrder } from '@/features/services/api/service-orders';
import { useLocale, useT } from '@/lib/i18n/client';
import { OffPlatformWarning } from '@/components/comments/off-platform-warning';

/** Size in kB or MB, as a file list says it. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** A file of the order (a delivery's, the dispute's): its download link through GET service-orders/{id}/files/{fileId}. */
export function OrderFileLinks({ orderId, files }: { orderId: string; files: ServiceOrder['deliveries'][number]['files'] }) {
  if (!files.length) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1.5">
      {files.map((f) => (
        <li key={f._id} className="min-w-0">
          <a
            href={serviceOrdersApi.fileUrl(orderId, f._id)}
            download
            className="inline-flex max-w-full items-center gap-2 rounded-md bg-white px-2.5 py-1.5 text-sm font-medium text-primary ring-1 ring-slate-200 hover:bg-primary-50"
          >
            <FileText aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="truncate">{f.name}</span>
            <span className="shrink-0 text-xs font-normal text-slate-500">{fileSize(f.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The lawyer's deliveries, latest first: when, on time or late, the note and the files to download. */
export function DeliveryList({ order, zone }: { order: ServiceOrder; zone: string }) {
  const t = useT('serviceOrders');
  const locale = useLocale();
  if (!order.deliveries.length) return null;
  const latestFirst = [...order.deliveries].sort((a, b) => b.number - a.number);
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-slate-900">{t('deliveries.heading')}</h3>
      <ol className="mt-2 flex flex-col gap-3" aria-label={t('deliveries.heading')} data-testid="order-deliveries">
        {latestFirst.map((d) => (
          <li key={d._id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="order-delivery">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-900">{t('deliveries.number', { number: d.number })}</p>
              <p className="text-xs text-slate-600">
                {formatDayTime(d.delivered_at, zone, locale)}
                {d.late && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{t('deliveries.late')}</span>
                )}
              </p>
            </div>
            {d.note && <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{d.note}</p>}
            {/* The server flags, for the client only, a note or a file's name asking to be paid outside Abogado. */}
            {d.note_off_platform && <OffPlatformWarning />}
            <OrderFileLinks orderId={order._id} files={d.files} />
            {d.files.some((f) => f.off_platform) && <OffPlatformWarning kind="fileName" />}
          </li>
        ))}
      </ol>
    </div>
  );
}
