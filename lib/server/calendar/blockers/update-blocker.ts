import 'server-only';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { type BlockerFields, type BlockerScope } from '@/lib/validation/blockers';
import { minutesOf } from '@/lib/format/clock-time';
import type { BlockerDto } from '@/lib/dto/blocker';
import { blockerNotFound, getOwnBlocker, toBlockerDto } from './blocker-dto';
import { rangeOf } from './blocker-time';
import { refuseMeetingClash } from './meeting-clash';
import { materialiseSeries, seriesHorizon } from './materialise-series';
import { inCalendarTransaction, insertSeries } from './create-blocker';

/**
 * Changes a blocker. An occurrence of a weekly series changes the whole series (scope 'series',
 * the default): the rule is replaced and every occurrence not yet over is written again from it
 * (past ones stay as they were). Scope 'occurrence' moves or renames that one day only. A one-off
 * may become all-day or weekly and back. Over a meeting → 409 naming it; nothing is written.
 * Answers the blocker as it now stands (for a series: its next occurrence).
 */
export async function updateBlocker(
  lawyerId: string,
  blockerId: string,
  fields: BlockerFields,
  options: { scope?: BlockerScope; now?: Date } = {},
): Promise<BlockerDto> {
  const now = options.now ?? new Date();
  const scope = options.scope ?? 'series';
  return inCalendarTransaction(lawyerId, async (tx, zone) => {
    const { row, series } = await getOwnBlocker(tx, lawyerId, blockerId);
    if (series && scope === 'series') {
      if (fields.kind !== 'weekly') throw new AppError('BAD_REQUEST', 'blockers.notInSeries', { key: 'BLOCKER_SERIES_KIND' });
      await tx.delete(t.blockers).where(and(eq(t.blockers.seriesId, series.id), gt(t.blockers.endAt, now)));
      const [rule] = await tx
        .update(t.blockerSeries)
        .set({
          title: fields.title ?? null,
          notes: fields.notes ?? null,
          weekdays: fields.weekdays,
          startMinute: minutesOf(fields.start),
          endMinute: minutesOf(fields.end),
          startsOn: fields.start_date,
          endsOn: fields.end_date ?? null,
          timeZone: zone,
          skipped: [],
          materialisedUntil: now,
          updatedAt: sql`now()`,
        })
        .where(eq(t.blockerSeries.id, series.id))
        .returning();
      const ids = await materialiseSeries(tx, rule, now, seriesHorizon(now), 'refuse');
      if (ids.length === 0) throw new AppError('BAD_REQUEST', 'blockers.noOccurrences', { key: 'BLOCKER_NO_OCCURRENCES' });
      const [next] = await tx.select().from(t.blockers).where(eq(t.blockers.id, ids[0])).orderBy(asc(t.blockers.startAt));
      return toBlockerDto(next, rule);
    }
    if (fields.kind === 'weekly') {
      if (series) throw new AppError('BAD_REQUEST', 'blockers.occurrenceKind', { key: 'BLOCKER_OCCURRENCE_KIND' });
      // A one-off becomes a series: the new rule takes its place.
      await tx.delete(t.blockers).where(eq(t.blockers.id, row.id));
      const created = await insertSeries(tx, lawyerId, zone, fields, now);
      const found = await getOwnBlocker(tx, lawyerId, created._id);
      return toBlockerDto(found.row, found.series);
    }
    const range = rangeOf(fields, zone);
    await refuseMeetingClash(tx, lawyerId, [range], zone);
    const [updated] = await tx
      .update(t.blockers)
      .set({
        startAt: range.start,
        endAt: range.end,
        title: fields.title ?? null,
        notes: fields.notes ?? null,
        allDay: fields.kind === 'all_day',
        updatedAt: sql`now()`,
      })
      .where(and(eq(t.blockers.id, row.id), eq(t.blockers.lawyerId, lawyerId)))
      .returning();
    if (!updated) throw blockerNotFound();
    return toBlockerDto(updated, series);
  });
}
