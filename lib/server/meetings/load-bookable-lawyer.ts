import 'server-only';
import { and, eq } from 'drizzle-orm';
import { listedLawyerSql } from '../lawyers/listed-lawyer';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import type { WeeklyHours } from '../availability/build-calendar';
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
  const [profile] = await db
    .select({
      id: t.lawyerProfiles.userId,
      displayName: t.lawyerProfiles.displayName,
      email: t.users.email,
      timezone: t.lawyerProfiles.timezone,
      noticeMinutes: t.lawyerProfiles.noticeTimeMinutes,
    })
    .from(t.lawyerProfiles)
    .innerJoin(t.users, eq(t.users.id, t.lawyerProfiles.userId))
    .where(
      and(
        eq(t.lawyerProfiles.userId, lawyerId),
        options.listedOnly === false ? undefined : listedLawyerSql(),
      ),
    )
    .limit(1);
  if (!profile) return null;
  const [services, weekly] = await Promise.all([
    db.select({ duration: t.lawyerServices.durationMinutes, price: t.lawyerServices.priceCentavos }).from(t.lawyerServices).where(eq(t.lawyerServices.lawyerId, lawyerId)),
    db
      .select({
        weekday: t.lawyerAvailability.weekday,
        available: t.lawyerAvailability.available,
        startMinute: t.lawyerAvailability.startMinute,
        endMinute: t.lawyerAvailability.endMinute,
      })
      .from(t.lawyerAvailability)
      .where(eq(t.lawyerAvailability.lawyerId, lawyerId)),
  ]);
  const prices = new Map<number, number>();
  for (const s of services) if (s.price !== null) prices.set(s.duration, s.price);
  return { ...profile, prices, weekly };
}
