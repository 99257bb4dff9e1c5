import 'server-only';
import { and, eq } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import type { BlockerDto } from '@/lib/dto/blocker';
import { clockOf } from './blocker-time';

type BlockerRow = typeof t.blockers.$inferSelect;
type SeriesRow = typeof t.blockerSeries.$inferSelect;

export const blockerNotFound = () => new AppError('NOT_FOUND', 'blockers.blockerNotFound', { key: 'BLOCKER_NOT_FOUND' });

export function toBlockerDto(row: BlockerRow, series: SeriesRow | null): BlockerDto {
  return {
    _id: row.id,
    start_time: row.startAt.toISOString(),
    end_time: row.endAt.toISOString(),
    title: row.title,
    notes: row.notes,
    kind: series ? 'weekly' : row.allDay ? 'all_day' : 'once',
    series: series
      ? {
          _id: series.id,
          weekdays: series.weekdays,
          start: clockOf(series.startMinute),
          end: clockOf(series.endMinute),
          start_date: series.startsOn,
          end_date: series.endsOn,
          time_zone: series.timeZone,
        }
      : null,
  };
}

/** One of this lawyer's blockers with its series, or 404 (also for another lawyer's id: no leak). */
export async function getOwnBlocker(tx: Db, lawyerId: string, blockerId: string): Promise<{ row: BlockerRow; series: SeriesRow | null }> {
  if (!isUuid(blockerId)) throw blockerNotFound();
  const [found] = await tx
    .select({ row: t.blockers, series: t.blockerSeries })
    .from(t.blockers)
    .leftJoin(t.blockerSeries, eq(t.blockerSeries.id, t.blockers.seriesId))
    .where(and(eq(t.blockers.id, blockerId), eq(t.blockers.lawyerId, lawyerId)));
  if (!found) throw blockerNotFound();
  return found;
}

/** The lawyer's zone: all-day blockers and weekly rules are read on its wall clock. */
export async function lawyerZone(tx: Db, lawyerId: string): Promise<string> {
  const [row] = await tx.select({ zone: t.lawyerProfiles.timezone }).from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyerId));
  if (!row) throw new AppError('FORBIDDEN', 'blockers.onlyLawyersProfileBlock', { key: 'FORBIDDEN' });
  return row.zone;
}
