import 'server-only';
// Small, explicit rows for the public-site service tests (no seed randomness to reason about).
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';

export type LawyerFlags = { isPublic?: boolean; isComplete?: boolean; ibpVerified?: boolean };

export async function insertCustomer(db: Db, firstName = 'Maria', lastName = 'Santos'): Promise<string> {
  const id = randomUUID();
  await db.insert(t.users).values({ id, email: `${id}@example.com`, firstName, lastName, type: 'CUSTOMER', emailVerified: true });
  return id;
}

export async function insertLawyer(
  db: Db,
  { name, rating = 4.5, reviewCount = 3, price30 = 150_000, region = 'Metro Manila (NCR)', city = 'Makati', areas = ['civil'], ...flags }:
    { name: string; rating?: number; reviewCount?: number; price30?: number; region?: string; city?: string; areas?: string[] } & LawyerFlags,
): Promise<string> {
  const id = randomUUID();
  const [firstName, ...rest] = name.split(' ');
  await db.insert(t.users).values({ id, email: `${id}@example.com`, firstName, lastName: rest.join(' ') || 'X', type: 'LAWYER', emailVerified: true });
  await db.insert(t.lawyerProfiles).values({
    userId: id, displayName: name, rollNumber: '12345', ibpNumber: '6789', region, city, areas, barYear: 2010,
    isPublic: flags.isPublic ?? true, isComplete: flags.isComplete ?? true, ibpVerified: flags.ibpVerified ?? true,
    ratingAvg: rating, reviewCount, pictureUrl: '/images/avatars/avatar-1.svg',
  });
  await db.insert(t.lawyerServices).values([
    { lawyerId: id, durationMinutes: 30, priceCentavos: price30 },
    { lawyerId: id, durationMinutes: 60, priceCentavos: price30 * 2 },
  ]);
  return id;
}

let dayOffset = 0;

/** A completed consultation with its review; each on its own day so time holds never overlap. */
export async function insertReview(db: Db, { lawyerId, customerId, rating, comment, createdAt }: { lawyerId: string; customerId: string; rating: number; comment: string | null; createdAt: Date }): Promise<string> {
  const meetingId = randomUUID();
  const start = new Date(Date.UTC(2025, 0, 1, 2) + dayOffset++ * 86_400_000);
  await db.insert(t.meetings).values({
    id: meetingId, lawyerId, customerId, startAt: start, endAt: new Date(start.getTime() + 30 * 60_000), durationMinutes: 30,
    status: 'COMPLETED', subject: 'Consultation', priceCentavos: 100_000,
  });
  const id = randomUUID();
  await db.insert(t.reviews).values({ id, meetingId, customerId, lawyerId, rating, comment, createdAt });
  return id;
}
