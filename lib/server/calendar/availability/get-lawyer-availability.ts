import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { AppError } from '@/lib/server/platform/http/errors';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import type { SlotDuration } from './build-calendar';
import { calendarColumns, calendarFromRow, prepareCalendars, type CalendarSource } from './load-calendars';
import { isUuid } from '@/lib/validation/ids';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { SlotHours } from '@/lib/rules/slot-hours';

export type LawyerAvailability = { _id: string; duration: SlotDuration; timeZone: string; calendar: AvailabilityCalendar };

/** A listed lawyer's bookable slots for the next 14 days, grouped by the viewer's days (spec §4, §9). */
export async function getLawyerAvailability(
  lawyerId: string,
  options: { now?: Date; timeZone?: string; durationMinutes?: SlotDuration; hours?: SlotHours } = {},
): Promise<LawyerAvailability> {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const duration = options.durationMinutes ?? 30;
  const prepared = prepareCalendars({ now: options.now, timeZone, durationMinutes: duration, hours: options.hours });
  const db = await getDb();
  const [row] = isUuid(lawyerId)
    ? await queryRows<CalendarSource>(
        db,
        sql`SELECT ${calendarColumns(sql`p`, prepared)}
            FROM lawyer_profiles p
            WHERE p.user_id = ${lawyerId}::uuid AND ${listedLawyerSql('p')}`,
      )
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'common.lawyerNotFound', { key: 'LAWYER_NOT_FOUND' });
  return { _id: lawyerId, duration, timeZone, calendar: calendarFromRow(row, prepared) };
}
