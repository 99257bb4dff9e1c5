import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { LegalAidOfferDto } from '@/features/legal-aid/dto/legal-aid';
import { LEGAL_AID_OFFER_LIMITS } from '@/features/legal-aid/rules/legal-aid';
import type { LegalAidOfferInput } from '@/features/legal-aid/validation/legal-aid';
import type { WeeklyHours } from '@/lib/server/calendar/availability/build-calendar';
import { AppError } from '@/lib/server/platform/http/errors';

// Issue 61: a lawyer's legal-aid offer — on or off, free 30-minute consultation times a week chosen among their
// weekly hours, free written answers a month.

export type WeeklySlot = { weekday: number; start_minute: number };

/** Whether a free 30-minute time lies inside one of the weekday's available ranges (touching ranges joined). */
export function slotInsideHours(slot: WeeklySlot, weekly: WeeklyHours[]): boolean {
  const ranges = weekly
    .filter((h) => h.available && h.weekday === slot.weekday)
    .sort((a, b) => a.startMinute - b.startMinute)
    .reduce<[number, number][]>((acc, h) => {
      const last = acc[acc.length - 1];
      if (last && h.startMinute <= last[1]) last[1] = Math.max(last[1], h.endMinute);
      else acc.push([h.startMinute, h.endMinute]);
      return acc;
    }, []);
  const end = slot.start_minute + LEGAL_AID_OFFER_LIMITS.slotMinutes;
  return ranges.some(([from, to]) => slot.start_minute >= from && end <= to);
}

export async function weeklyHoursOf(db: Db, lawyerId: string): Promise<WeeklyHours[]> {
  return db
    .select({
      weekday: t.lawyerAvailability.weekday,
      available: t.lawyerAvailability.available,
      startMinute: t.lawyerAvailability.startMinute,
      endMinute: t.lawyerAvailability.endMinute,
    })
    .from(t.lawyerAvailability)
    .where(eq(t.lawyerAvailability.lawyerId, lawyerId));
}

/** The lawyer's own offer (off, with no times, when they never saved one). */
export async function getLegalAidOffer(lawyerId: string, conn?: Db): Promise<LegalAidOfferDto> {
  const db = conn ?? (await getDb());
  const [profile] = await db
    .select({ timezone: t.lawyerProfiles.timezone })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  if (!profile) throw new AppError('NOT_FOUND', 'common.lawyerNotFound', { key: 'LAWYER_NOT_FOUND' });
  const [offer] = await db.select().from(t.legalAidOffers).where(eq(t.legalAidOffers.lawyerId, lawyerId));
  const slots = await queryRows<WeeklySlot>(
    db,
    sql`SELECT weekday, start_minute FROM legal_aid_slots WHERE lawyer_id = ${lawyerId}::uuid ORDER BY weekday, start_minute`,
  );
  return {
    enabled: offer?.enabled ?? false,
    weekly_slots: slots.map((s) => ({ weekday: Number(s.weekday), start_minute: Number(s.start_minute) })),
    written_per_month: offer?.writtenPerMonth ?? 0,
    time_zone: profile.timezone,
  };
}

/**
 * Saves the offer: every weekly free time must lie inside the lawyer's weekly hours (else a clear 400, nothing
 * changed); the times replace the old ones in one transaction.
 */
export async function saveLegalAidOffer(lawyerId: string, input: LegalAidOfferInput): Promise<LegalAidOfferDto> {
  const db = await getDb();
  const weekly = await weeklyHoursOf(db, lawyerId);
  const unique = [...new Map(input.weekly_slots.map((s) => [`${s.weekday}:${s.start_minute}`, s])).values()];
  const outside = unique.find((s) => !slotInsideHours(s, weekly));
  if (outside) throw new AppError('BAD_REQUEST', 'legalAid.slotOutsideHours', { key: 'SLOT_OUTSIDE_HOURS' });
  await db.transaction(async (tx) => {
    await tx
      .insert(t.legalAidOffers)
      .values({ lawyerId, enabled: input.enabled, writtenPerMonth: input.written_per_month })
      .onConflictDoUpdate({
        target: t.legalAidOffers.lawyerId,
        set: { enabled: input.enabled, writtenPerMonth: input.written_per_month, updatedAt: sql`now()` },
      });
    await tx.delete(t.legalAidSlots).where(and(eq(t.legalAidSlots.lawyerId, lawyerId)));
    if (unique.length)
      await tx.insert(t.legalAidSlots).values(unique.map((s) => ({ lawyerId, weekday: s.weekday, startMinute: s.start_minute })));
  });
  return getLegalAidOffer(lawyerId, db);
}

/** The lawyer's own weekly hours (available ranges), for the offer form's chips. */
export async function ownWeeklyHours(lawyerId: string): Promise<{ weekday: number; startMinute: number; endMinute: number }[]> {
  const rows = await weeklyHoursOf(await getDb(), lawyerId);
  return rows.filter((h) => h.available).map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute }));
}
