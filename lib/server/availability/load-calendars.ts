import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AvailabilityCalendar } from '@/lib/server/search/types';
import { buildCalendar, viewerWindow, type SlotDuration, type WeeklyHours } from './build-calendar';
import { DAY_MS, DEFAULT_TIME_ZONE } from './zoned-time';

export type CalendarOptions = { now?: Date; timeZone?: string; durationMinutes?: SlotDuration; days?: number };

/** What a row must carry to build its calendar (see calendarColumns). */
export type CalendarSource = { cal_tz: string; cal_notice: number; cal_hours: [number, number, number][] | null; cal_busy: [string, string][] | null };

type Prepared = { now: Date; viewerTimeZone: string; window: ReturnType<typeof viewerWindow>; from: Date; to: Date; durationMinutes: SlotDuration };

export function prepareCalendars(options: CalendarOptions = {}): Prepared {
  const now = options.now ?? new Date();
  const viewerTimeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const window = viewerWindow(now, viewerTimeZone, options.days);
  // A day of margin either side covers lawyers whose zone differs from the viewer's.
  const from = new Date(window.boundaries[0] - DAY_MS);
  const to = new Date(window.boundaries[window.boundaries.length - 1] + DAY_MS);
  return { now, viewerTimeZone, window, from, to, durationMinutes: options.durationMinutes ?? 30 };
}

/**
 * Select-list columns that fetch what a calendar needs for the lawyer `profile` (an alias of
 * lawyer_profiles), so a search page gets its rows and their calendars in one round trip.
 * Busy = every time_holds row (active meetings and blockers) except a PAYMENT_PENDING hold whose
 * payment window has passed: it no longer blocks, even before the expiry job marks it EXPIRED.
 */
export function calendarColumns(profile: SQL, prepared: Prepared): SQL {
  const { from, to, now } = prepared;
  return sql`${profile}.timezone AS cal_tz, ${profile}.notice_time_minutes AS cal_notice,
    (SELECT json_agg(json_build_array(a.weekday, a.start_minute, a.end_minute))
       FROM lawyer_availability a WHERE a.lawyer_id = ${profile}.user_id AND a.available) AS cal_hours,
    (SELECT json_agg(json_build_array(h.start_at, h.end_at))
       FROM time_holds h LEFT JOIN meetings m ON m.id = h.meeting_id
       WHERE h.lawyer_id = ${profile}.user_id
         AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')
         AND NOT (m.status IS NOT DISTINCT FROM 'PAYMENT_PENDING' AND m.hold_expires_at IS NOT NULL
                  AND m.hold_expires_at <= ${now.toISOString()}::timestamptz)) AS cal_busy`;
}

export function calendarFromRow(row: CalendarSource, prepared: Prepared): AvailabilityCalendar {
  const weekly: WeeklyHours[] = (row.cal_hours ?? []).map(([weekday, startMinute, endMinute]) => ({ weekday, available: true, startMinute, endMinute }));
  return buildCalendar(
    {
      weekly,
      lawyerTimeZone: row.cal_tz,
      noticeMinutes: row.cal_notice,
      busy: (row.cal_busy ?? []).map(([s, e]) => ({ startMs: Date.parse(s), endMs: Date.parse(e) })),
      now: prepared.now,
      viewerTimeZone: prepared.viewerTimeZone,
      durationMinutes: prepared.durationMinutes,
    },
    prepared.window,
  );
}

/** Calendars for any number of lawyers in one round trip, keyed by lawyer id. */
export async function loadCalendars(lawyerIds: string[], options: CalendarOptions = {}): Promise<Map<string, AvailabilityCalendar>> {
  const out = new Map<string, AvailabilityCalendar>();
  if (lawyerIds.length === 0) return out;
  const prepared = prepareCalendars(options);
  const db = await getDb();
  const rows = await queryRows<CalendarSource & { id: string }>(
    db,
    sql`SELECT p.user_id AS id, ${calendarColumns(sql`p`, prepared)}
        FROM lawyer_profiles p WHERE p.user_id IN (${sql.join(lawyerIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  for (const row of rows) out.set(row.id, calendarFromRow(row, prepared));
  return out;
}
