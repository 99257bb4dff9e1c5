import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import { buildCalendar, viewerWindow, type CalendarWindow, type WeeklyHours } from '@/lib/server/availability/build-calendar';
import { DAY_MS } from '../../format/civil-date';
import { isUuid } from '@/lib/validation/ids';
import { isPublicNotary } from './public-notary-query';

/** People travel to a notary: no appointment starts sooner than this after the booking. */
const NOTARY_NOTICE_MINUTES = 60;
/** Appointments start on the quarter hour (the shortest is 15 minutes). */
const NOTARY_SLOT_STEP_MINUTES = 15;
/** How far ahead a visitor may book. */
const NOTARY_BOOKING_DAYS = 14;

const n = t.notaryProfiles;
const o = t.notaryServiceOffers;

export type NotarySlots = { service: string; fee_centavos: number; duration_minutes: number; calendar: AvailabilityCalendar };

/** "HH:MM" → minutes past midnight. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The Manila days a notary's slots are worked out for, and the busy-time range that covers them. */
export type NotaryWindow = { now: Date; window: CalendarWindow; from: string; to: string };

export function notaryWindow(now: Date, days = NOTARY_BOOKING_DAYS): NotaryWindow {
  const window = viewerWindow(now, DEFAULT_TIME_ZONE, days);
  // A day of margin either side, as the consultations' calendars take (load-calendars.ts).
  const from = new Date(window.boundaries[0] - DAY_MS).toISOString();
  const to = new Date(window.boundaries[window.boundaries.length - 1] + DAY_MS).toISOString();
  return { now, window, from, to };
}

/**
 * The busy time of the notary whose user id is `userId` (an SQL expression) over the window: the
 * consultations' one rule, lawyer_busy() (migrations 0010, 0038) — meetings, blockers, sign-up holds.
 */
export function notaryBusySql(userId: SQL | typeof n.userId, w: NotaryWindow, holderId?: string) {
  const holder = holderId ? sql`, ${holderId}::uuid` : sql``;
  return sql<
    [string, string][] | null
  >`lawyer_busy(${userId}, ${w.from}::timestamptz, ${w.to}::timestamptz, ${w.now.toISOString()}::timestamptz${holder})`;
}

/** What a notary's calendar is made of: office days and hours (Manila), an appointment's length, busy time. */
export type NotaryCalendarSource = {
  officeDays: number[];
  opensAt: string | null;
  closesAt: string | null;
  duration: number;
  busy: [string, string][] | null;
};

/**
 * Free appointment starts: on the quarter hour inside the office hours (Manila), the whole length
 * fitting them, none within the notice, none over busy time. `keptForMinutes`: a prerendered page's
 * lifetime, so it shows no time that goes meanwhile (buildCalendar). Undefined without office hours.
 */
export function notaryCalendar(row: NotaryCalendarSource, w: NotaryWindow, keptForMinutes = 0): AvailabilityCalendar | undefined {
  if (!row.opensAt || !row.closesAt) return undefined;
  const weekly: WeeklyHours[] = row.officeDays.map((weekday) => ({
    weekday,
    available: true,
    startMinute: minutesOf(row.opensAt!),
    endMinute: minutesOf(row.closesAt!),
  }));
  return buildCalendar(
    {
      weekly,
      lawyerTimeZone: DEFAULT_TIME_ZONE,
      noticeMinutes: NOTARY_NOTICE_MINUTES,
      busy: (row.busy ?? []).map(([s, e]) => ({ startMs: Date.parse(s), endMs: Date.parse(e) })),
      now: w.now,
      viewerTimeZone: DEFAULT_TIME_ZONE,
      durationMinutes: row.duration,
      stepMinutes: NOTARY_SLOT_STEP_MINUTES,
      keptForMinutes,
    },
    w.window,
  );
}

/**
 * Free appointment times of one service of a public notary who takes bookings (issue 43): the
 * notaryCalendar of that service's typical length, with the holder's own sign-up hold counted as
 * free. Undefined when the notary or the service is not bookable.
 */
export async function findNotarySlots(
  notaryId: string,
  service: string,
  options: { now?: Date; days?: number; holderId?: string } = {},
): Promise<NotarySlots | undefined> {
  if (!isUuid(notaryId)) return undefined;
  const w = notaryWindow(options.now ?? new Date(), options.days);
  const db = await getDb();
  const [row] = await db
    .select({
      officeDays: n.officeDays,
      opensAt: n.opensAt,
      closesAt: n.closesAt,
      fee: o.feeCentavos,
      duration: o.durationMinutes,
      busy: notaryBusySql(n.userId, w, options.holderId),
    })
    .from(n)
    .innerJoin(o, and(eq(o.notaryId, n.id), eq(o.service, service), sql`${o.service} = ANY (${n.services})`))
    .where(and(isPublicNotary(), eq(n.id, notaryId), eq(n.takesBookings, true)))
    .limit(1);
  const calendar = row ? notaryCalendar(row, w) : undefined;
  if (!row || !calendar) return undefined;
  return { service, fee_centavos: row.fee, duration_minutes: row.duration, calendar };
}
