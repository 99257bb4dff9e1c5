import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import { buildCalendar, viewerWindow, type SlotDuration, type WeeklyHours } from './build-calendar';
import { DAY_MS } from '@/lib/format/civil-date';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { keepSlotHours, type SlotHours } from '@/lib/rules/slot-hours';

export type CalendarOptions = {
  now?: Date;
  timeZone?: string;
  durationMinutes?: SlotDuration;
  days?: number;
  /** A client whose own sign-up hold counts as free (their booking page offers the slot kept for them). */
  holderId?: string;
  /** How long the calendars will be shown before they are built again (buildCalendar). */
  keptForMinutes?: number;
  /** Issue 63: only the evening or weekend slots on the viewer's clock (lib/rules/slot-hours.ts). */
  hours?: SlotHours;
};

/**
 * What a row must carry to build its calendar: zone, notice, weekly hours as (weekday, start minute,
 * end minute) triples of the available ranges (lawyer_weekly_hours(), also lawyer_search.weekly_hours)
 * and busy ranges.
 */
export type CalendarSource = { cal_tz: string; cal_notice: number; cal_hours: number[] | null; cal_busy: [string, string][] | null };

type Prepared = {
  now: Date;
  viewerTimeZone: string;
  window: ReturnType<typeof viewerWindow>;
  from: Date;
  to: Date;
  durationMinutes: SlotDuration;
  holderId?: string;
  keptForMinutes: number;
  hours?: SlotHours;
};

export function prepareCalendars(options: CalendarOptions = {}): Prepared {
  const now = options.now ?? new Date();
  const viewerTimeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const window = viewerWindow(now, viewerTimeZone, options.days);
  // A day of margin either side covers lawyers whose zone differs from the viewer's.
  const from = new Date(window.boundaries[0] - DAY_MS);
  const to = new Date(window.boundaries[window.boundaries.length - 1] + DAY_MS);
  return {
    now,
    viewerTimeZone,
    window,
    from,
    to,
    durationMinutes: options.durationMinutes ?? 30,
    holderId: options.holderId,
    keptForMinutes: options.keptForMinutes ?? 0,
    hours: options.hours,
  };
}

/**
 * Busy time of the lawyer whose id is `lawyerId` (an SQL expression) in the window, as a column:
 * every time_holds row (active meetings, blockers and sign-up holds) except a PAYMENT_PENDING hold
 * whose payment window has passed — it no longer blocks, even before the expiry job marks it
 * EXPIRED — and a sign-up hold that expired or is the viewer's own (`holderId`). The query lives in
 * the function lawyer_busy (migrations 0010, 0035), whose plan each connection keeps.
 */
export function busyColumn(lawyerId: SQL, prepared: Prepared): SQL {
  const { from, to, now, holderId } = prepared;
  const holder = holderId ? sql`, ${holderId}::uuid` : sql``;
  return sql`lawyer_busy(${lawyerId}, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz${holder}) AS cal_busy`;
}

/**
 * Select-list columns with everything a calendar needs for the lawyer `profile` (an alias of
 * lawyer_profiles); search reads the same from lawyer_search instead.
 */
export function calendarColumns(profile: SQL, prepared: Prepared): SQL {
  return sql`${profile}.timezone AS cal_tz, ${profile}.notice_time_minutes AS cal_notice,
    lawyer_weekly_hours(${profile}.user_id) AS cal_hours,
    ${busyColumn(sql`${profile}.user_id`, prepared)}`;
}

function weeklyFrom(hours: number[] | null): WeeklyHours[] {
  const out: WeeklyHours[] = [];
  for (let i = 0; hours && i + 2 < hours.length; i += 3) {
    const [weekday, startMinute, endMinute] = [hours[i], hours[i + 1], hours[i + 2]];
    if (endMinute > startMinute) out.push({ weekday, available: true, startMinute, endMinute });
  }
  return out;
}

export function calendarFromRow(row: CalendarSource, prepared: Prepared): AvailabilityCalendar {
  const calendar = buildCalendar(
    {
      weekly: weeklyFrom(row.cal_hours),
      lawyerTimeZone: row.cal_tz,
      noticeMinutes: row.cal_notice,
      busy: (row.cal_busy ?? []).map(([s, e]) => ({ startMs: Date.parse(s), endMs: Date.parse(e) })),
      now: prepared.now,
      viewerTimeZone: prepared.viewerTimeZone,
      durationMinutes: prepared.durationMinutes,
      keptForMinutes: prepared.keptForMinutes,
    },
    prepared.window,
  );
  return keepSlotHours(calendar, prepared.viewerTimeZone, prepared.hours);
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
        FROM lawyer_profiles p WHERE p.user_id IN (${sql.join(
          lawyerIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  for (const row of rows) out.set(row.id, calendarFromRow(row, prepared));
  return out;
}
