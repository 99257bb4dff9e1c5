'use client';

import { useDataExport, useRequestDataExport } from '@/lib/api/privacy';
import { EXPORT_KEEP_DAYS } from '@/lib/config/privacy';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatStamp } from '@/lib/format/zoned-time';

// Philippine time, named ("GMT+8"), like the rest of the portal's times.
const stamp = (iso: string) => formatStamp(iso, DEFAULT_TIME_ZONE);

function sizeLabel(bytes: number | null): string {
  if (!bytes) return '';
  return bytes < 1_048_576 ? ` (${Math.max(1, Math.round(bytes / 1024))} KB)` : ` (${(bytes / 1_048_576).toFixed(1)} MB)`;
}

/** "Download my data": ask, see it being prepared, download it while it is kept (RA 10173 Sec. 16(c), 18). */
export function DownloadData() {
  const { data, isPending: loading } = useDataExport();
  const request = useRequestDataExport();
  const latest = data?.latest ?? null;
  const preparing = latest?.status === 'PENDING' || latest?.status === 'BUILDING';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">Download my data</h3>
        <p className="text-sm text-slate-600">
          A ZIP of your account, meetings, messages, payments and files. We e-mail you when it is ready; it is kept for {EXPORT_KEEP_DAYS}{' '}
          days.
        </p>
        <p role="status" className="mt-1 text-sm text-slate-700">
          {preparing && 'Preparing your data… we will e-mail you when it is ready.'}
          {latest?.status === 'READY' && `Ready since ${stamp(latest.ready_at!)}; available until ${stamp(latest.expires_at!)}.`}
          {latest?.status === 'FAILED' && 'We could not prepare your data. Please ask again.'}
          {request.error && <span className="font-medium text-red-700">{request.error.message}</span>}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        {latest?.status === 'READY' && latest.download_url && (
          <a href={latest.download_url} className="btn-primary" download>
            Download ZIP{sizeLabel(latest.size_bytes)}
          </a>
        )}
        {!preparing && (
          <button type="button" className="btn-outline" disabled={loading || request.isPending} onClick={() => request.mutate()}>
            {latest?.status === 'READY' ? 'Ask for a new copy' : 'Ask for my data'}
          </button>
        )}
      </div>
    </div>
  );
}
