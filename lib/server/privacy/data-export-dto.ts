import 'server-only';
import type { tables as t } from '@/lib/db';
import type { DataExport } from '@/lib/dto/privacy';

type Row = typeof t.dataExports.$inferSelect;

export function toDataExportDto(row: Row): DataExport {
  return {
    _id: row.id,
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: row.sizeBytes ?? null,
    download_url: row.status === 'READY' ? `/api/v1/auth/account/export/${row.id}/download` : null,
  };
}
