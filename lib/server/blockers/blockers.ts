import 'server-only';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/http/errors';
import { lockLawyerCalendar } from '../meetings/lock-lawyer-calendar';
import { appErrorFromDatabase } from '@/lib/server/http/errors';
import { isUuid } from '@/lib/validation/ids';
import type { BlockerDto } from '@/lib/dto/blocker';
import { BLOCKERS_PAGE_SIZE } from '@/lib/config/pages';


type Fields = { start_time: string; end_time: string; title?: string; notes?: string };

const notFound = () => new AppError('NOT_FOUND', 'Blocker not found.', { key: 'BLOCKER_NOT_FOUND' });

function toDto(row: typeof t.blockers.$inferSelect): BlockerDto {
  return { _id: row.id, start_time: row.startAt.toISOString(), end_time: row.endAt.toISOString(), title: row.title, notes: row.notes };
}

const values = (f: Fields) => ({ startAt: new Date(f.start_time), endAt: new Date(f.end_time), title: f.title ?? null, notes: f.notes ?? null });

/**
 * Unavailable time belongs to its lawyer (spec §6). Overlapping a meeting or another blocker is
 * refused by the time_holds EXCLUDE constraint (23P01 → 409), like a double booking.
 */
export async function createBlocker(lawyerId: string, fields: Fields): Promise<{ _id: string }> {
  const db = await getDb();
  const [row] = await db
    .transaction(async (tx) => {
      await lockLawyerCalendar(tx, lawyerId);
      return tx.insert(t.blockers).values({ lawyerId, ...values(fields) }).returning({ id: t.blockers.id });
    })
    .catch((error) => {
      throw appErrorFromDatabase(error) ?? error;
    });
  return { _id: row.id };
}

export async function updateBlocker(lawyerId: string, blockerId: string, fields: Fields): Promise<BlockerDto> {
  if (!isUuid(blockerId)) throw notFound();
  const db = await getDb();
  const [row] = await db
    .transaction(async (tx) => {
      await lockLawyerCalendar(tx, lawyerId);
      return tx
        .update(t.blockers)
        .set({ ...values(fields), updatedAt: sql`now()` })
        .where(and(eq(t.blockers.id, blockerId), eq(t.blockers.lawyerId, lawyerId)))
        .returning();
    })
    .catch((error) => {
      throw appErrorFromDatabase(error) ?? error;
    });
  if (!row) throw notFound();
  return toDto(row);
}

export async function deleteBlocker(lawyerId: string, blockerId: string): Promise<{ _id: string }> {
  if (!isUuid(blockerId)) throw notFound();
  const db = await getDb();
  const rows = await db.delete(t.blockers).where(and(eq(t.blockers.id, blockerId), eq(t.blockers.lawyerId, lawyerId))).returning({ id: t.blockers.id });
  if (!rows.length) throw notFound();
  return { _id: blockerId };
}

/** The lawyer's blockers overlapping [from, to), oldest first, paged {results, hasMore, page}. */
export async function listBlockers(
  lawyerId: string,
  options: { from?: string; to?: string; page?: number; limit?: number } = {},
): Promise<{ results: BlockerDto[]; hasMore: boolean; page: number }> {
  const page = options.page ?? 0;
  const limit = options.limit ?? BLOCKERS_PAGE_SIZE;
  const db = await getDb();
  const rows = await db
    .select()
    .from(t.blockers)
    .where(
      and(
        eq(t.blockers.lawyerId, lawyerId),
        options.from ? gt(t.blockers.endAt, new Date(options.from)) : undefined,
        options.to ? lt(t.blockers.startAt, new Date(options.to)) : undefined,
      ),
    )
    .orderBy(asc(t.blockers.startAt), asc(t.blockers.id))
    .limit(limit + 1)
    .offset(page * limit);
  return { results: rows.slice(0, limit).map(toDto), hasMore: rows.length > limit, page };
}
