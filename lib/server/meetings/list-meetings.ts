import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { MeetingFilter } from '@/lib/validation/meetings';
import { AppError } from '@/lib/server/platform/http/errors';
import { addDays, civilDateOf, isValidTimeZone, zonedInstant } from '@/lib/format/civil-date';
import { listedStatusCondition, meetingSelect } from './meeting-query';
import { toMeetingDto, type MeetingRow } from './meeting-dto';
import type { MeetingDto } from '@/lib/dto/meeting';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { MEETINGS_PAGE_SIZE } from '@/lib/config/pages';

export type ListMeetingsOptions = {
  viewer: { id: string; type: 'CUSTOMER' | 'LAWYER' };
  filter?: MeetingFilter;
  from?: string;
  to?: string;
  clientId?: string;
  page?: number;
  limit?: number;
  tz?: string;
  now?: Date;
};

export type MeetingPage = { results: MeetingDto[]; hasMore: boolean; page: number };

/** Today's bounds in the viewer's zone. */
function todayRange(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = civilDateOf(now.getTime(), timeZone);
  return { start: new Date(zonedInstant(today, 0, timeZone)), end: new Date(zonedInstant(addDays(today, 1), 0, timeZone)) };
}

/**
 * The viewer's meetings (as customer or as lawyer), paged: today (today's, not yet over), upcoming
 * (from tomorrow on), past (over), or a calendar range [from, to). Days are the viewer's (`tz`).
 */
export async function listMeetings(options: ListMeetingsOptions): Promise<MeetingPage> {
  const now = options.now ?? new Date();
  const tz = options.tz ?? DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(tz)) throw new AppError('BAD_REQUEST', 'common.unknownTimeZone', { key: 'VALIDATION' });
  const page = options.page ?? 0;
  const limit = options.limit ?? MEETINGS_PAGE_SIZE;
  const nowIso = now.toISOString();
  const side =
    options.viewer.type === 'LAWYER' ? sql`m.lawyer_id = ${options.viewer.id}::uuid` : sql`m.customer_id = ${options.viewer.id}::uuid`;
  const conditions: SQL[] = [side, listedStatusCondition(now)];
  let order = sql`m.start_at ASC, m.id ASC`;
  if (options.clientId) conditions.push(sql`m.customer_id = ${options.clientId}::uuid`);
  if (options.from || options.to) {
    if (options.from) conditions.push(sql`m.end_at > ${new Date(options.from).toISOString()}::timestamptz`);
    if (options.to) conditions.push(sql`m.start_at < ${new Date(options.to).toISOString()}::timestamptz`);
  } else if (options.filter) {
    const { end } = todayRange(now, tz);
    if (options.filter === 'today') {
      const { start } = todayRange(now, tz);
      conditions.push(
        sql`m.start_at >= ${start.toISOString()}::timestamptz AND m.start_at < ${end.toISOString()}::timestamptz AND m.end_at > ${nowIso}::timestamptz`,
      );
    } else if (options.filter === 'upcoming') {
      conditions.push(sql`m.start_at >= ${end.toISOString()}::timestamptz`);
    } else {
      conditions.push(sql`m.end_at <= ${nowIso}::timestamptz`);
      order = sql`m.start_at DESC, m.id DESC`;
    }
  } else {
    order = sql`m.start_at DESC, m.id DESC`;
  }
  const db = await getDb();
  const rows = await queryRows<MeetingRow>(
    db,
    sql`${meetingSelect(options.viewer.id)} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${order} LIMIT ${limit + 1} OFFSET ${page * limit}`,
  );
  return { results: rows.slice(0, limit).map((r) => toMeetingDto(r, options.viewer.id)), hasMore: rows.length > limit, page };
}
