'use client';

import { useDataExport, useRequestDataExport } from '@/lib/api/privacy';
import { EXPORT_KEEP_DAYS } from '@/lib/config/privacy';
import { useT } from '@/lib/i18n/client';
import { useStamp } from './use-stamp';

function sizeLabel(bytes: number | null): string {
  if (!bytes) return '';
  return bytes < 1_048_576 ? ` (${Math.max(1, Math.round(bytes / 1024))} KB)` : ` (${(bytes / 1_048_576).toFixed(1)} MB)`;
}

/** "Download my data": ask, see it being prepared, download it while it is kept (RA 10173 Sec. 16(c), 18). */
export function DownloadData() {
  const { data, isPending: loading } = useDataExport();
  const request = useRequestDataExport();
  const t = useT('account');
  const stamp = useStamp();
  const latest = data?.latest ?? null;
  const preparing = latest?.status === 'PENDING' || latest?.status === 'BUILDING';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{t('privacy.download.heading')}</h3>
        <p className="text-sm text-slate-600">{t('privacy.download.text', { days: EXPORT_KEEP_DAYS })}</p>
        <p role="status" className="mt-1 text-sm text-slate-700">
          {preparing && t('privacy.download.preparing')}
          {latest?.status === 'READY' && t('privacy.download.ready', { since: stamp(latest.ready_at!), until: stamp(latest.expires_at!) })}
          {latest?.status === 'FAILED' && t('privacy.download.failed')}
          {request.error && <span className="font-medium text-red-700">{request.error.message}</span>}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        {latest?.status === 'READY' && latest.download_url && (
          <a href={latest.download_url} className="btn-primary" download>
            {t('privacy.download.zip', { size: sizeLabel(latest.size_bytes) })}
          </a>
        )}
        {!preparing && (
          <button type="button" className="btn-outline" disabled={loading || request.isPending} onClick={() => request.mutate()}>
            {latest?.status === 'READY' ? t('privacy.download.askAgain') : t('privacy.download.ask')}
          </button>
        )}
      </div>
    </div>
  );
}
