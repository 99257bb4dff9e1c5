import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AvailabilityCalendar } from '@/lib/server/search/types';
import { buildCalendar, viewerWindow, type SlotDuration, type WeeklyHours } from './build-calendar';
import { DAY_MS } from './zoned-time';

type Row = { id: string; tz: string; notice: number; hours: WeeklyHours[] | null; busy: [string, string][] | null };

export type CalendarOptions = { now?: Date; timeZone?: string; durationMinutes?: SlotDuration; days?: number };

/**
 * One round trip for any number of lawyers: weekly hours, zone, notice time and busy ranges in
 * the window. Busy = every time_holds row (active meetings and blockers) except a PAYMENT_PENDING
 * hold whose payment window has passed: it no longer blocks, even before the expiry job runs.
 */
export async function loadCalendars(lawyerIds: string[], options: CalendarOptions = {}): Promise<Map<string, AvailabilityCalendar>> {
  const out = new Map<string, AvailabilityCalendar>();
  if (lawyerIds.length === 0) return out;
  const now = options.now ?? new Date();
  const viewerTimeZone = options.timeZone ?? 'Asia/Manila';
  const window = viewerWindow(now, viewerTimeZone, options.days);
  // A day of margin either side covers lawyers whose zone differs from the viewer's.
  const from = new Date(window.boundaries[0] - DAY_MS);
  const to = new Date(window.boundaries[window.boundaries.length - 1] + DAY_MS);
  const db = await getDb();
  const rows = await queryRows<Row>(
    db,
    sql`
      SELECT p.user_id AS id, p.timezone AS tz, p.notice_time_minutes AS notice,
        (SELECT json_agg(json_build_object('weekday', a.weekday, 'available', a.available, 'startMinute', a.start_minute, 'endMinute', a.end_minute))
           FROM lawyer_availability a WHERE a.lawyer_id = p.user_id AND a.available) AS hours,
        (SELECT json_agg(json_build_array(h.start_at, h.end_at))
           FROM time_holds h LEFT JOIN meetings m ON m.id = h.meeting_id
           WHERE h.lawyer_id = p.user_id
             AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')
             AND NOT (m.status IS NOT DISTINCT FROM 'PAYMENT_PENDING' AND m.hold_expires_at IS NOT NULL AND m.hold_expires_at <= ${now.toISOString()}::timestamptz)
        ) AS busy
      FROM lawyer_profiles p
      WHERE p.user_id IN (${sql.join(lawyerIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  for (const row of rows) {
    out.set(
      row.id,
      buildCalendar(
        {
          weekly: row.hours ?? [],
          lawyerTimeZone: row.tz,
          noticeMinutes: row.notice,
          busy: (row.busy ?? []).map(([s, e]) => ({ startMs: Date.parse(s), endMs: Date.parse(e) })),
          now,
          viewerTimeZone,
          durationMinutes: options.durationMinutes ?? 30,
        },
        window,
      ),
    );
  }
  return out;
}
