import 'server-only';
import { getDb, tables as t, type Db } from '@/lib/db';
import { AppError, appErrorFromDatabase } from '@/lib/server/platform/http/errors';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';
import { type BlockerFields } from '@/lib/validation/blockers';
import { minutesOf } from '@/lib/format/clock-time';
import type { CreatedBlockerDto } from '@/lib/dto/blocker';
import { lawyerZone } from './blocker-dto';
import { rangeOf } from './blocker-time';
import { refuseMeetingClash } from './meeting-clash';
import { materialiseSeries, seriesHorizon } from './materialise-series';

/** Runs a calendar write in one transaction under the lawyer's lock; a refused overlap is a 409. */
export async function inCalendarTransaction<T>(lawyerId: string, work: (tx: Db, zone: string) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db
    .transaction(async (tx) => {
      await lockLawyerCalendar(tx, lawyerId);
      return work(tx, await lawyerZone(tx, lawyerId));
    })
    .catch((error) => {
      throw appErrorFromDatabase(error) ?? error;
    });
}

/** Writes a weekly series and its occurrences from `now`; refuses one with nothing left to block. */
export async function insertSeries(
  tx: Db,
  lawyerId: string,
  zone: string,
  fields: Extract<BlockerFields, { kind: 'weekly' }>,
  now: Date,
): Promise<CreatedBlockerDto> {
  const [series] = await tx
    .insert(t.blockerSeries)
    .values({
      lawyerId,
      title: fields.title ?? null,
      notes: fields.notes ?? null,
      weekdays: fields.weekdays,
      startMinute: minutesOf(fields.start),
      endMinute: minutesOf(fields.end),
      startsOn: fields.start_date,
      endsOn: fields.end_date ?? null,
      timeZone: zone,
      materialisedUntil: now,
    })
    .returning();
  const ids = await materialiseSeries(tx, series, now, seriesHorizon(now), 'refuse');
  if (ids.length === 0) throw new AppError('BAD_REQUEST', 'blockers.noOccurrences', { key: 'BLOCKER_NO_OCCURRENCES' });
  return { _id: ids[0], series_id: series.id };
}

/**
 * Blocks time (spec §6): a one-off, whole days, or a weekly series. Time over a meeting is refused
 * with a 409 naming the meeting and nothing is written; overlapping another blocker is allowed
 * (busy time is the union, migration 0015).
 */
export async function createBlocker(lawyerId: string, fields: BlockerFields, options: { now?: Date } = {}): Promise<CreatedBlockerDto> {
  const now = options.now ?? new Date();
  return inCalendarTransaction(lawyerId, async (tx, zone) => {
    if (fields.kind === 'weekly') return insertSeries(tx, lawyerId, zone, fields, now);
    const range = rangeOf(fields, zone);
    await refuseMeetingClash(tx, lawyerId, [range], zone);
    const [row] = await tx
      .insert(t.blockers)
      .values({
        lawyerId,
        startAt: range.start,
        endAt: range.end,
        title: fields.title ?? null,
        notes: fields.notes ?? null,
        allDay: fields.kind === 'all_day',
      })
      .returning({ id: t.blockers.id });
    return { _id: row.id, series_id: null };
  });
}
