import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import { buildCalendar, viewerWindow, type WeeklyHours } from '@/lib/server/availability/build-calendar';
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

/**
 * Free appointment times of one service of a public notary who takes bookings (issue 43): starts on
 * the quarter hour inside the office hours (Manila), the whole typical length fitting them, none
 * within the notice, none over the lawyer's busy time — consultations, meetings, blockers and
 * sign-up holds alike (time_holds through lawyer_busy, the consultations' own rule). Undefined when
 * the notary or the service is not bookable. `db`: a transaction's, to look under its calendar lock.
 */
export async function findNotarySlots(
  notaryId: string,
  service: string,
  options: { now?: Date; days?: number; holderId?: string; db?: Db } = {},
): Promise<NotarySlots | undefined> {
  if (!isUuid(notaryId)) return undefined;
  const now = options.now ?? new Date();
  const window = viewerWindow(now, DEFAULT_TIME_ZONE, options.days ?? NOTARY_BOOKING_DAYS);
  const from = new Date(window.boundaries[0] - DAY_MS).toISOString();
  const to = new Date(window.boundaries[window.boundaries.length - 1] + DAY_MS).toISOString();
  const holder = options.holderId ? sql`, ${options.holderId}::uuid` : sql``;
  const db = options.db ?? (await getDb());
  const offer = bookableOffer(notaryId, service);
  const [row] = await db
    .select({
      officeDays: n.officeDays,
      opensAt: n.opensAt,
      closesAt: n.closesAt,
      fee: o.feeCentavos,
      duration: o.durationMinutes,
      busy: sql<
        [string, string][] | null
      >`lawyer_busy(${n.userId}, ${from}::timestamptz, ${to}::timestamptz, ${now.toISOString()}::timestamptz${holder})`,
    })
    .from(n)
    .innerJoin(o, offer.on)
    .where(offer.where)
    .limit(1);
  if (!row || !row.opensAt || !row.closesAt) return undefined;
  const weekly: WeeklyHours[] = row.officeDays.map((weekday) => ({
    weekday,
    available: true,
    startMinute: minutesOf(row.opensAt!),
    endMinute: minutesOf(row.closesAt!),
  }));
  const calendar = buildCalendar(
    {
      weekly,
      lawyerTimeZone: DEFAULT_TIME_ZONE,
      noticeMinutes: NOTARY_NOTICE_MINUTES,
      busy: (row.busy ?? []).map(([s, e]) => ({ startMs: Date.parse(s), endMs: Date.parse(e) })),
      now,
      viewerTimeZone: DEFAULT_TIME_ZONE,
      durationMinutes: row.duration,
      stepMinutes: NOTARY_SLOT_STEP_MINUTES,
    },
    window,
  );
  return { service, fee_centavos: row.fee, duration_minutes: row.duration, calendar };
}
