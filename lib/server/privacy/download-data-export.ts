import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { EXPORT_MESSAGES } from '@/lib/config/privacy';
import type { SessionUser } from '@/lib/server/auth/types';
import { AppError } from '@/lib/server/http/errors';
import { getStorage } from '@/lib/server/storage/storage';
import { isUuid } from '@/lib/validation/ids';

/**
 * The ZIP of a READY export, to its owner only: another person's export id is a 404 like an unknown
 * one (no telling which exist). Never cached; an attachment.
 */
export async function downloadDataExport(user: SessionUser, exportId: string): Promise<Response> {
  const notFound = new AppError('NOT_FOUND', EXPORT_MESSAGES.notFound, { key: 'EXPORT_NOT_FOUND' });
  if (!isUuid(exportId)) throw notFound;
  const db = await getDb();
  const [row] = await db
    .select({ storageKey: t.dataExports.storageKey, readyAt: t.dataExports.readyAt })
    .from(t.dataExports)
    .where(
      and(
        eq(t.dataExports.id, exportId),
        eq(t.dataExports.userId, user.id),
        eq(t.dataExports.status, 'READY'),
        gt(t.dataExports.expiresAt, sql`now()`),
      ),
    );
  const bytes = row?.storageKey ? await getStorage().get(row.storageKey) : null;
  if (!row || !bytes) throw notFound;
  const day = (row.readyAt ?? new Date()).toISOString().slice(0, 10);
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="abogado-my-data-${day}.zip"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
