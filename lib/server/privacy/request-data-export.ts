import 'server-only';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { EXPORTS_PER_DAY } from '@/lib/config/privacy';
import type { DataExport, DataExportState } from '@/lib/dto/privacy';
import type { SessionUser } from '@/lib/server/platform/security/types';
import { AppError, pgErrorCode } from '@/lib/server/platform/http/errors';
import type { ErrorKey } from '@/lib/errors/keys';
import { toDataExportDto } from './data-export-dto';

const DAY_MS = 86_400_000;

function tooMany(errorKey: ErrorKey, retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', errorKey, {
    params: { max: EXPORTS_PER_DAY },
    key: 'EXPORT_RATE_LIMITED',
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/**
 * Asks for a ZIP of everything tied to the signed-in person; the scheduler builds it. One at a time
 * (the partial unique index settles a race: the loser gets the same 429) and EXPORTS_PER_DAY a day,
 * since each reads all their rows and files.
 */
export async function requestDataExport(user: SessionUser): Promise<DataExport> {
  const db = await getDb();
  const [open] = await db
    .select({ id: t.dataExports.id })
    .from(t.dataExports)
    .where(and(eq(t.dataExports.userId, user.id), inArray(t.dataExports.status, ['PENDING', 'BUILDING'])));
  if (open) throw tooMany('privacy.exportPreparing', 60);
  const recent = await db
    .select({ requestedAt: t.dataExports.requestedAt })
    .from(t.dataExports)
    .where(and(eq(t.dataExports.userId, user.id), gt(t.dataExports.requestedAt, sql`now() - interval '1 day'`)))
    .orderBy(t.dataExports.requestedAt);
  if (recent.length >= EXPORTS_PER_DAY) {
    const wait = Math.max(1, Math.ceil((recent[0].requestedAt.getTime() + DAY_MS - Date.now()) / 1000));
    throw tooMany('privacy.exportTooMany', wait);
  }
  try {
    const [row] = await db.insert(t.dataExports).values({ userId: user.id }).returning();
    return toDataExportDto(row);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw tooMany('privacy.exportPreparing', 60);
    throw error;
  }
}

/** The person's latest export (the settings section shows its state and the download link). */
export async function getDataExportState(user: SessionUser): Promise<DataExportState> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t.dataExports)
    .where(eq(t.dataExports.userId, user.id))
    .orderBy(desc(t.dataExports.requestedAt))
    .limit(1);
  return { latest: row ? toDataExportDto(row) : null };
}
