import 'server-only';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';
import { meetingHolds, overlaps, refuseMeetingClash } from './meeting-clash';
import { DAY, SERIES_HORIZON_DAYS, seriesOccurrences } from './series-occurrences';

type SeriesRow = typeof t.blockerSeries.$inferSelect;

/**
 * Writes the occurrences of a series that overlap [from, to) as blockers rows (each gets its
 * time_holds row from the blockers trigger, so search stops offering that time at once) and moves
 * `materialised_until` to `to`. `onMeeting: 'refuse'` (a lawyer's own write) throws the named 409;
 * `'skip'` (extending later, when a meeting may have been booked beyond the old horizon) leaves the
 * meeting's day out. Occurrences already written are kept (unique series_id + occurrence_start).
 * Returns the new rows' ids in time order. Call inside a transaction holding the calendar lock.
 */
export async function materialiseSeries(tx: Db, series: SeriesRow, from: Date, to: Date, onMeeting: 'refuse' | 'skip'): Promise<string[]> {
  let ranges = seriesOccurrences(
    {
      weekdays: series.weekdays,
      startMinute: series.startMinute,
      endMinute: series.endMinute,
      startsOn: series.startsOn,
      endsOn: series.endsOn,
      timeZone: series.timeZone,
      skipped: series.skipped,
    },
    from,
    to,
  );
  if (onMeeting === 'refuse') await refuseMeetingClash(tx, series.lawyerId, ranges, series.timeZone);
  else if (ranges.length) {
    const holds = await meetingHolds(tx, series.lawyerId, ranges[0].start, ranges[ranges.length - 1].end);
    ranges = ranges.filter((r) => !holds.some((h) => overlaps(r, h)));
  }
  const ids: string[] = [];
  for (let i = 0; i < ranges.length; i += 200) {
    const rows = await tx
      .insert(t.blockers)
      .values(
        ranges.slice(i, i + 200).map((r) => ({
          lawyerId: series.lawyerId,
          startAt: r.start,
          endAt: r.end,
          title: series.title,
          notes: series.notes,
          seriesId: series.id,
          occurrenceStart: r.start,
        })),
      )
      .onConflictDoNothing({ target: [t.blockers.seriesId, t.blockers.occurrenceStart] })
      .returning({ id: t.blockers.id, startAt: t.blockers.startAt });
    ids.push(...rows.sort((a, b) => a.startAt.getTime() - b.startAt.getTime()).map((r) => r.id));
  }
  await tx.update(t.blockerSeries).set({ materialisedUntil: to }).where(eq(t.blockerSeries.id, series.id));
  return ids;
}

export const seriesHorizon = (now: Date) => new Date(now.getTime() + SERIES_HORIZON_DAYS * DAY);

/**
 * Keeps every series (or one lawyer's) written out ahead: a series materialised only up to before
 * `until` is extended to max(until, now + horizon). Run by the scheduler (scripts/worker.ts or the
 * in-process one) with until = now + horizon − 7 days, and on read for the range being read.
 * Returns how many series were extended.
 */
export async function extendBlockerSeries(options: { now?: Date; lawyerId?: string; until?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const until = options.until ?? new Date(seriesHorizon(now).getTime() - 7 * DAY);
  const target = new Date(Math.max(until.getTime(), seriesHorizon(now).getTime()));
  const db = await getDb();
  const due = await db
    .select({ id: t.blockerSeries.id, lawyerId: t.blockerSeries.lawyerId })
    .from(t.blockerSeries)
    .where(
      and(
        lt(t.blockerSeries.materialisedUntil, until),
        options.lawyerId ? eq(t.blockerSeries.lawyerId, options.lawyerId) : undefined,
        // A series whose last day is already written out has nothing left to extend.
        sql`(${t.blockerSeries.endsOn} IS NULL OR ${t.blockerSeries.endsOn} >= (${t.blockerSeries.materialisedUntil} AT TIME ZONE ${t.blockerSeries.timeZone})::date)`,
      ),
    )
    .orderBy(asc(t.blockerSeries.materialisedUntil))
    .limit(500);
  let extended = 0;
  for (const { id, lawyerId } of due) {
    await db.transaction(async (tx) => {
      await lockLawyerCalendar(tx, lawyerId);
      // Re-read under the lock: another process may have extended or deleted it meanwhile.
      const [series] = await tx
        .select()
        .from(t.blockerSeries)
        .where(and(eq(t.blockerSeries.id, id), lt(t.blockerSeries.materialisedUntil, until)));
      if (!series) return;
      await materialiseSeries(tx, series, series.materialisedUntil, target, 'skip');
      extended += 1;
    });
  }
  return extended;
}
