import 'server-only';
import { and, eq } from 'drizzle-orm';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { getDb } from '@/lib/db';
import { lawyerProfiles, lawyerServices } from '@/lib/db/schema';
import { isUuid } from '@/lib/validation/ids';

export type BookingLawyer = {
  id: string;
  displayName: string;
  pictureUrl: string | null;
  city: string | null;
  timezone: string;
  prices: { durationMinutes: number; priceCentavos: number | null }[];
};

/** A listed lawyer (lawyers/listed-lawyer) with the booking page's details; null otherwise. */
export async function findBookingLawyer(lawyerId: string): Promise<BookingLawyer | null> {
  if (!isUuid(lawyerId)) return null;
  const db = await getDb();
  const [profile] = await db
    .select({
      id: lawyerProfiles.userId,
      displayName: lawyerProfiles.displayName,
      pictureUrl: lawyerProfiles.pictureUrl,
      city: lawyerProfiles.city,
      timezone: lawyerProfiles.timezone,
    })
    .from(lawyerProfiles)
    .where(and(eq(lawyerProfiles.userId, lawyerId), listedLawyerSql()))
    .limit(1);
  if (!profile) return null;
  const prices = await db
    .select({ durationMinutes: lawyerServices.durationMinutes, priceCentavos: lawyerServices.priceCentavos })
    .from(lawyerServices)
    .where(eq(lawyerServices.lawyerId, lawyerId))
    .orderBy(lawyerServices.durationMinutes);
  return { ...profile, prices };
}
