import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import type { WeeklyHours } from '@/lib/server/calendar/availability/build-calendar';
import { isUuid } from '@/lib/validation/ids';

export type BookableLawyer = {
  id: string;
  displayName: string;
  email: string;
  timezone: string;
  noticeMinutes: number;
  prices: Map<number, number>;
  weekly: WeeklyHours[];
};

/**
 * A lawyer clients may book (lawyers/listed-lawyer) with hours and prices; null otherwise.
 * `listedOnly: false` also finds a lawyer who is not listed now: a paid engagement's included
 * meetings are still booked in their hours.
 */
export async function loadBookableLawyer(db: Db, lawyerId: string, options: { listedOnly?: boolean } = {}): Promise<BookableLawyer | null> {
  if (!isUuid(lawyerId)) return null;
  // One round trip: prices and weekly hours come along as JSON arrays (a booking is a chain of
  // round trips, and each one waits its turn on a busy database).
  const [profile] = await db
    .select({
      id: t.lawyerProfiles.userId,
      displayName: t.lawyerProfiles.displayName,
      email: t.users.email,
      timezone: t.lawyerProfiles.timezone,
      noticeMinutes: t.lawyerProfiles.noticeTimeMinutes,
      services: sql<[number, number | null][]>`coalesce((
        SELECT json_agg(json_build_array(s.duration_minutes, s.price_centavos)) FROM lawyer_services s WHERE s.lawyer_id = ${t.lawyerProfiles.userId}
      ), '[]'::json)`,
      weekly: sql<WeeklyHours[]>`coalesce((
        SELECT json_agg(json_build_object('weekday', a.weekday, 'available', a.available, 'startMinute', a.start_minute, 'endMinute', a.end_minute))
        FROM lawyer_availability a WHERE a.lawyer_id = ${t.lawyerProfiles.userId}
      ), '[]'::json)`,
    })
    .from(t.lawyerProfiles)
    .innerJoin(t.users, eq(t.users.id, t.lawyerProfiles.userId))
    .where(and(eq(t.lawyerProfiles.userId, lawyerId), options.listedOnly === false ? undefined : listedLawyerSql()))
    .limit(1);
  if (!profile) return null;
  const { services, ...rest } = profile;
  const prices = new Map<number, number>();
  for (const [duration, price] of services) if (price !== null) prices.set(duration, price);
  return { ...rest, prices };
}
