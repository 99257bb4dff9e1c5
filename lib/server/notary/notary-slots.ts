import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import { buildCalendar, viewerWindow, type CalendarWindow, type WeeklyHours } from '@/lib/server/calendar/availability/build-calendar';
import { DAY_MS } from '@/lib/format/civil-date';
import { isUuid } from '@/lib/validation/ids';
import { isPublicNotary } from './public-notary-query';
import { AppError } from '@/lib/server/platform/http/errors';
import { isSlotTaken } from '@/lib/server/meetings/is-slot-taken';

/** People travel to a notary: no appointment starts sooner than this after the booking. */
const NOTARY_NOTICE_MINUTES = 60;
/** Appointments start on the quarter hour (the shortest is 15 minutes). */
const NOTARY_SLOT_STEP_MINUTES = 15;
/** How far ahead a visitor may book. */
const NOTARY_BOOKING_DAYS = 14;

const n = t.notaryProfiles;
const o = t.notaryServiceOffers;

/** An appointment being moved: its current time and length. */
export type OwnAppointment = { start: Date; end: Date; durationMinutes: number };

export type NotarySlots = { service: string; fee_centavos: number; duration_minutes: number; calendar: AvailabilityCalendar };

/**
 * A service of a notary clients may book now: the offer joined to its public notary who takes
 * bookings and still lists the service (`.from(notaryProfiles).innerJoin(offers, on).where(where)`).
 */
export const bookableOffer = (notaryId: string, service: string) => ({
  on: and(eq(o.notaryId, n.id), eq(o.service, service), sql`${o.service} = ANY (${n.services})`),
  where: and(isPublicNotary(), eq(n.id, notaryId), eq(n.takesBookings, true)),
});

/** Whether `start` is one of the free times findNotarySlots answered (none when it answered nothing). */
export const offersStart = (slots: NotarySlots | undefined, start: Date): boolean =>
  Object.values(slots?.calendar ?? {}).some((day) => day.some((s) => Date.parse(s.start_time) === start.getTime()));

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
 * Free appointment times of one service of a public notary who takes bookings (issue 43): starts on
 * the quarter hour inside the office hours (Manila), the whole typical length fitting them, none
 * within the notice, none over the lawyer's busy time — consultations, meetings, blockers and
 * sign-up holds alike (time_holds through lawyer_busy, the consultations' own rule). Undefined when
 * the notary or the service is not bookable. `holderId`: the client whose own sign-up hold is not
 * busy time; `own`: an appointment being moved, whose own time is not busy against itself and whose
 * length (not the offer's now) the free times fit. `db`: a transaction's, to look under its calendar lock.
 */
export async function findNotarySlots(
  notaryId: string,
  service: string,
  options: { now?: Date; days?: number; holderId?: string; own?: OwnAppointment; db?: Db } = {},
): Promise<NotarySlots | undefined> {
  if (!isUuid(notaryId)) return undefined;
  const w = notaryWindow(options.now ?? new Date(), options.days);
  const db = options.db ?? (await getDb());
  const offer = bookableOffer(notaryId, service);
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
    .innerJoin(o, offer.on)
    .where(offer.where)
    .limit(1);
  if (!row) return undefined;
  const duration = options.own?.durationMinutes ?? row.duration;
  const calendar = notaryCalendar({ ...row, duration, busy: withoutOwnTime(row.busy, options.own) }, w);
  if (!calendar) return undefined;
  return { service, fee_centavos: row.fee, duration_minutes: duration, calendar };
}

/**
 * The busy time less the moved appointment's own hold: one interval exactly its time. No other hold
 * can be that interval (time_holds' EXCLUDE keeps every other hold off an active meeting), so only
 * an external calendar's event of the very same times could also be, and that one stays.
 */
function withoutOwnTime(busy: [string, string][] | null, own: OwnAppointment | undefined): [string, string][] | null {
  if (!own || !busy) return busy;
  const at = busy.findIndex(([s, e]) => Date.parse(s) === own.start.getTime() && Date.parse(e) === own.end.getTime());
  return at < 0 ? busy : [...busy.slice(0, at), ...busy.slice(at + 1)];
}

/**
 * Refuses a start of an appointment that findNotarySlots does not offer — for a booking or a move
 * alike: 409 (the consultations' conflict) when another booking, blocker or hold has it, 400
 * SLOT_UNAVAILABLE otherwise (outside the office hours, off the quarter hour, within the notice, a
 * notary or service no longer bookable). The EXCLUDE constraint stays the judge of races.
 */
export async function assertOfferedNotaryTime(
  db: Db,
  a: { notaryId: string; service: string; lawyerId: string; start: Date; end: Date; now: Date; holderId?: string },
  own?: OwnAppointment & { meetingId: string },
): Promise<void> {
  const slots = await findNotarySlots(a.notaryId, a.service, { now: a.now, holderId: a.holderId, own });
  if (offersStart(slots, a.start)) return;
  if (!Number.isNaN(a.start.getTime()) && (await isSlotTaken(db, a.lawyerId, a.start, a.end, a.now, a.holderId, own?.meetingId)))
    throw new AppError('CONFLICT', 'meetings.conflict', { key: 'SCHEDULE_CONFLICT' });
  throw new AppError('BAD_REQUEST', 'meetings.slotUnavailable', { key: 'SLOT_UNAVAILABLE' });
}
