import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { buildCalendar, type WeeklyHours } from '@/lib/server/calendar/availability/build-calendar';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { LEGAL_AID_OFFER_LIMITS } from '@/features/legal-aid/rules/legal-aid';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { slotInsideHours, weeklyHoursOf } from './offer';

// Issue 61: a lawyer's free legal-aid times in the next 14 days — their weekly free times (still inside their
// weekly hours), after the notice time, minus every booked, held or blocked time (lawyer_busy, the same busy
// time the booking calendar subtracts) and the busy time of their imported calendar.

const notFound = () => new AppError('NOT_FOUND', 'legalAid.lawyerNotOffering', { key: 'LAWYER_NOT_FOUND' });
const DAY = 86_400_000;

type Source = { tz: string; notice: number; busy: [string, string][] | null };

export type FreeLegalAidTimes = { timeZone: string; slots: { start: string; end: string }[] };

/** The free times of a listed lawyer whose offer is on (else 404), from `now` for 14 days. */
export async function freeLegalAidTimes(
  lawyerId: string,
  options: { now?: Date; db?: Db; holderId?: string } = {},
): Promise<FreeLegalAidTimes> {
  if (!isUuid(lawyerId)) throw notFound();
  const now = options.now ?? new Date();
  const db = options.db ?? (await getDb());
  const from = new Date(now.getTime() - DAY);
  const to = new Date(now.getTime() + 16 * DAY);
  const holder = options.holderId ? sql`, ${options.holderId}::uuid` : sql``;
  const [row] = await queryRows<Source>(
    db,
    sql`SELECT p.timezone AS tz, p.notice_time_minutes AS notice,
               lawyer_busy(p.user_id, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz${holder}) AS busy
          FROM lawyer_profiles p JOIN legal_aid_offers o ON o.lawyer_id = p.user_id AND o.enabled
         WHERE p.user_id = ${lawyerId}::uuid AND ${listedLawyerSql('p')}`,
  );
  if (!row) throw notFound();
  const hours = await weeklyHoursOf(db, lawyerId);
  const slots = await queryRows<{ weekday: number; start_minute: number }>(
    db,
    sql`SELECT weekday, start_minute FROM legal_aid_slots WHERE lawyer_id = ${lawyerId}::uuid`,
  );
  const weekly: WeeklyHours[] = slots
    .map((s) => ({ weekday: Number(s.weekday), start_minute: Number(s.start_minute) }))
    .filter((s) => slotInsideHours(s, hours))
    .map((s) => ({
      weekday: s.weekday,
      available: true,
      startMinute: s.start_minute,
      endMinute: s.start_minute + LEGAL_AID_OFFER_LIMITS.slotMinutes,
    }));
  const external = await queryRows<{ s: string; e: string }>(
    db,
    sql`SELECT start_at AS s, end_at AS e FROM external_busy WHERE lawyer_id = ${lawyerId}::uuid AND end_at > ${now.toISOString()}::timestamptz`,
  );
  const busy = [...(row.busy ?? []), ...external.map((x) => [String(x.s), String(x.e)] as [string, string])].map(([s, e]) => ({
    startMs: Date.parse(s),
    endMs: Date.parse(e),
  }));
  const calendar = buildCalendar({
    weekly,
    lawyerTimeZone: row.tz,
    noticeMinutes: Number(row.notice),
    busy,
    now,
    viewerTimeZone: row.tz,
    durationMinutes: LEGAL_AID_OFFER_LIMITS.slotMinutes,
  });
  const minutes = LEGAL_AID_OFFER_LIMITS.slotMinutes * 60_000;
  return {
    timeZone: row.tz,
    slots: Object.values(calendar)
      .flat()
      .map((s) => ({ start: s.start_time, end: new Date(Date.parse(s.start_time) + minutes).toISOString() })),
  };
}

/** Whether `start` is one of the lawyer's free legal-aid times now (the booking's check, under the calendar lock). */
export async function isFreeLegalAidTime(db: Db, lawyerId: string, start: Date, now: Date, holderId: string): Promise<boolean> {
  const { slots } = await freeLegalAidTimes(lawyerId, { now, db, holderId });
  return slots.some((s) => s.start === start.toISOString());
}
