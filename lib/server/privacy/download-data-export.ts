import 'server-only';
import { Readable } from 'node:stream';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { SessionUser } from '@/lib/server/platform/security/types';
import { AppError } from '@/lib/server/platform/http/errors';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { isUuid } from '@/lib/validation/ids';

/**
 * The ZIP of a READY export, to its owner only: another person's export id is a 404 like an unknown
 * one (no telling which exist). Never cached; an attachment. Streamed from storage, never whole in
 * memory (an export can hold hundreds of megabytes of files).
 */
export async function downloadDataExport(user: SessionUser, exportId: string): Promise<Response> {
  const notFound = new AppError('NOT_FOUND', 'privacy.exportNotFound', { key: 'EXPORT_NOT_FOUND' });
  if (!isUuid(exportId)) throw notFound;
  const db = await getDb();
  const [row] = await db
    .select({ storageKey: t.dataExports.storageKey, readyAt: t.dataExports.readyAt, sizeBytes: t.dataExports.sizeBytes })
    .from(t.dataExports)
    .where(
      and(
        eq(t.dataExports.id, exportId),
        eq(t.dataExports.userId, user.id),
        eq(t.dataExports.status, 'READY'),
        gt(t.dataExports.expiresAt, sql`now()`),
      ),
    );
  const stream = row?.storageKey ? await getStorage().getStream(row.storageKey) : null;
  if (!row || !stream) throw notFound;
  const day = (row.readyAt ?? new Date()).toISOString().slice(0, 10);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': 'application/zip',
      ...(row.sizeBytes ? { 'content-length': String(row.sizeBytes) } : {}),
      'content-disposition': `attachment; filename="abogado-my-data-${day}.zip"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
