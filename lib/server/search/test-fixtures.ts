import 'server-only';
// Test helper (not a test): inserts lawyers with exactly the attributes a test needs.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { AreaValue } from '@/lib/reference/areas';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

export type LawyerFixture = {
  name?: string;
  region?: string;
  city?: string;
  areas?: AreaValue[];
  legalProblems?: number[];
  languages?: string[];
  /** null: no bar year on the profile. */
  barYear?: number | null;
  rating?: number;
  reviewCount?: number;
  /** null: no 30-minute service. */
  price30?: number | null;
  price60?: number;
  phone?: string | null;
  isPublic?: boolean;
  isComplete?: boolean;
  ibpVerified?: boolean;
  noticeMinutes?: number;
  timezone?: string;
  /** weekday → [startMinute, endMinute]; default Monday–Sunday 09:00–17:00. */
  hours?: Record<number, [number, number]>;
};

let counter = 0;

export async function insertLawyer(db: Db, f: LawyerFixture = {}): Promise<string> {
  const id = randomUUID();
  counter += 1;
  const name = f.name ?? `Test Lawyer ${counter}`;
  await db.insert(t.users).values({ id, email: `fixture-${id}@example.com`, type: 'LAWYER', firstName: name.split(' ')[0], lastName: 'Fixture', emailVerified: true });
  await db.insert(t.lawyerProfiles).values({
    userId: id,
    displayName: name,
    pictureUrl: '/images/avatars/avatar-1.svg',
    phone: f.phone === undefined ? '+63 917 000 0000' : f.phone,
    city: f.city ?? 'Makati',
    region: f.region ?? 'Metro Manila (NCR)',
    barYear: f.barYear === undefined ? 2010 : f.barYear,
    rollNumber: String(10000 + counter),
    ibpNumber: String(200000 + counter),
    ibpChapter: 'IBP Makati City',
    verificationStatus: f.ibpVerified === false ? 'PENDING' : 'VERIFIED',
    ibpVerified: f.ibpVerified ?? true,
    bankingInfo: { bank_name: 'BDO Unibank', provider_bank_id: 'BDO', account_name: name, account_number: '1234567890' },
    about: 'About text',
    quote: 'A quote',
    languages: f.languages ?? ['English', 'Tagalog'],
    areas: f.areas ?? ['civil'],
    legalProblems: f.legalProblems ?? [],
    specializations: ['Family law'],
    isPublic: f.isPublic ?? true,
    isComplete: f.isComplete ?? true,
    timezone: f.timezone ?? DEFAULT_TIME_ZONE,
    noticeTimeMinutes: f.noticeMinutes ?? 0,
    ratingAvg: f.rating ?? 4,
    reviewCount: f.reviewCount ?? 3,
  });
  await db.insert(t.lawyerServices).values([
    ...(f.price30 === null ? [] : [{ lawyerId: id, durationMinutes: 30, priceCentavos: f.price30 ?? 100_000 }]),
    { lawyerId: id, durationMinutes: 60, priceCentavos: f.price60 ?? 180_000 },
  ]);
  const hours = f.hours ?? Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [540, 1020]]));
  await db.insert(t.lawyerAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      lawyerId: id,
      weekday,
      available: Boolean(hours[weekday]),
      startMinute: hours[weekday]?.[0] ?? 540,
      endMinute: hours[weekday]?.[1] ?? 1020,
    })),
  );
  await db.insert(t.lawyerEducation).values({ lawyerId: id, school: 'UP College of Law', degree: 'Juris Doctor', startYear: 2004, endYear: 2008, honours: 'cum laude' });
  await db.insert(t.lawyerWorkExperience).values({ lawyerId: id, title: 'Associate', organization: 'Firm', startYear: 2010 });
  return id;
}

export async function insertCustomer(db: Db): Promise<string> {
  const id = randomUUID();
  await db.insert(t.users).values({ id, email: `customer-${id}@example.com`, type: 'CUSTOMER', firstName: 'Maria', lastName: 'Santos', emailVerified: true });
  return id;
}

export function getJson(handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>, url: string, params: Record<string, string> = {}) {
  return handler(new Request(`http://localhost${url}`), { params: Promise.resolve(params) });
}
