import 'server-only';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { BLOCKERS_PAGE_SIZE } from '@/lib/config/pages';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { BlockersPageDto } from '@/lib/dto/blocker';
import { toBlockerDto } from './blocker-dto';
import { extendBlockerSeries, seriesHorizon } from './materialise-series';
import { DAY } from './series-occurrences';

/** How far ahead reading a range may write a series out (a lawyer paging the grid a year on). */
const READ_AHEAD_DAYS = 2 * 366;

/**
 * The lawyer's blockers overlapping [from, to), oldest first, paged {results, hasMore, page}, with
 * the lawyer's zone and weekly hours (the calendar grid shades them). Series are written out to
 * cover the range first, so a week beyond the horizon shows its occurrences too.
 */
export async function listBlockers(
  lawyerId: string,
  options: { from?: string; to?: string; page?: number; limit?: number; now?: Date } = {},
): Promise<BlockersPageDto> {
  const page = options.page ?? 0;
  const limit = options.limit ?? BLOCKERS_PAGE_SIZE;
  const now = options.now ?? new Date();
  const wanted = options.to ? Math.min(Date.parse(options.to), now.getTime() + READ_AHEAD_DAYS * DAY) : 0;
  await extendBlockerSeries({ now, lawyerId, until: new Date(Math.max(wanted, seriesHorizon(now).getTime() - 7 * DAY)) });
  const db = await getDb();
  const [rows, profile, hours] = await Promise.all([
    db
      .select({ row: t.blockers, series: t.blockerSeries })
      .from(t.blockers)
      .leftJoin(t.blockerSeries, eq(t.blockerSeries.id, t.blockers.seriesId))
      .where(
        and(
          eq(t.blockers.lawyerId, lawyerId),
          options.from ? gt(t.blockers.endAt, new Date(options.from)) : undefined,
          options.to ? lt(t.blockers.startAt, new Date(options.to)) : undefined,
        ),
      )
      .orderBy(asc(t.blockers.startAt), asc(t.blockers.id))
      .limit(limit + 1)
      .offset(page * limit),
    db.select({ zone: t.lawyerProfiles.timezone }).from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyerId)),
    db
      .select({
        weekday: t.lawyerAvailability.weekday,
        start_minute: t.lawyerAvailability.startMinute,
        end_minute: t.lawyerAvailability.endMinute,
      })
      .from(t.lawyerAvailability)
      .where(and(eq(t.lawyerAvailability.lawyerId, lawyerId), eq(t.lawyerAvailability.available, true)))
      .orderBy(asc(t.lawyerAvailability.weekday), asc(t.lawyerAvailability.startMinute)),
  ]);
  return {
    results: rows.slice(0, limit).map((r) => toBlockerDto(r.row, r.series)),
    hasMore: rows.length > limit,
    page,
    time_zone: profile[0]?.zone ?? DEFAULT_TIME_ZONE,
    weekly_hours: hours,
  };
}
