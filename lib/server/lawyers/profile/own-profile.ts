import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { icalFeedUrl } from './feed-url';
import { AppError } from '@/lib/server/platform/http/errors';
import type { DailyAvailability, LawyerOwnProfile, LawyerService } from '@/lib/dto/lawyer-profile';
import type { AreaValue } from '@/lib/reference/areas';
import { missingProfileItems } from '@/lib/validation/lawyer-profile';
import { listingBlockers } from '@/lib/rules/listing';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const profileNotFound = () => new AppError('NOT_FOUND', 'common.lawyerProfileNotFound', { key: 'PROFILE_NOT_FOUND' });

/**
 * The lawyer's own profile (GET /api/v1/lawyers/profile): every section, private ones included,
 * plus what is still missing for it to be listed. `db` may be a transaction, so a save can answer
 * with the profile exactly as it committed it.
 */
export async function findOwnProfile(lawyerId: string): Promise<LawyerOwnProfile> {
  return loadOwnProfile(await getDb(), lawyerId);
}

export async function loadOwnProfile(db: Db, lawyerId: string): Promise<LawyerOwnProfile> {
  const [row] = await db
    .select({ profile: t.lawyerProfiles, firstName: t.users.firstName, lastName: t.users.lastName, disabledAt: t.users.disabledAt })
    .from(t.lawyerProfiles)
    .innerJoin(t.users, eq(t.users.id, t.lawyerProfiles.userId))
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  if (!row) throw profileNotFound();
  const p = row.profile;
  // One after another: `db` is often a transaction, whose single connection cannot run queries in parallel.
  const education = await db
    .select()
    .from(t.lawyerEducation)
    .where(eq(t.lawyerEducation.lawyerId, lawyerId))
    .orderBy(sql`${t.lawyerEducation.endYear} DESC NULLS FIRST`, asc(t.lawyerEducation.startYear));
  const work = await db
    .select()
    .from(t.lawyerWorkExperience)
    .where(eq(t.lawyerWorkExperience.lawyerId, lawyerId))
    .orderBy(sql`${t.lawyerWorkExperience.endYear} DESC NULLS FIRST`, sql`${t.lawyerWorkExperience.startYear} DESC`);
  const awards = await db
    .select()
    .from(t.lawyerAwards)
    .where(eq(t.lawyerAwards.lawyerId, lawyerId))
    .orderBy(asc(t.lawyerAwards.priority), asc(t.lawyerAwards.createdAt));
  const days = await db
    .select()
    .from(t.lawyerAvailability)
    .where(eq(t.lawyerAvailability.lawyerId, lawyerId))
    .orderBy(asc(t.lawyerAvailability.weekday), asc(t.lawyerAvailability.startMinute));
  const services = await db.select().from(t.lawyerServices).where(eq(t.lawyerServices.lawyerId, lawyerId));
  // A weekday without a row is a day off with the usual office hours, so the form has all seven.
  const daily_availability: DailyAvailability[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const rows = days.filter((x) => x.weekday === weekday);
    const ranges = rows.length
      ? rows.map((r) => ({ start_time: hhmm(r.startMinute), end_time: hhmm(r.endMinute) }))
      : [{ start_time: hhmm(540), end_time: hhmm(1020) }];
    return {
      weekday,
      available: rows.some((r) => r.available),
      start_time: ranges[0].start_time,
      end_time: ranges[ranges.length - 1].end_time,
      ranges,
    };
  });
  const priceOf = (duration: 30 | 60) => services.find((s) => s.durationMinutes === duration)?.priceCentavos ?? null;
  const serviceList: LawyerService[] = [
    { duration: 30, price: priceOf(30) },
    { duration: 60, price: priceOf(60) },
  ];
  const profile: Omit<LawyerOwnProfile, 'missing' | 'listed' | 'listing_blockers' | 'hidden_reason'> = {
    _id: p.userId,
    display_name: p.displayName,
    is_public: p.isPublic,
    picture_url: p.pictureUrl,
    basic_info: {
      first_name: row.firstName,
      last_name: row.lastName,
      display_name: p.displayName,
      about: p.about ?? '',
      quote: p.quote ?? '',
      roll_number: p.rollNumber,
      ibp_number: p.ibpNumber,
      office_address: p.officeAddress ?? '',
      city: p.city ?? '',
      region: p.region ?? '',
      bar_year: p.barYear,
      languages: p.languages,
      areas: p.areas as AreaValue[],
      legal_problems: p.legalProblems,
      specializations: p.specializations,
      law_firm: p.lawFirm ?? '',
    },
    banking_info: p.bankingInfo ?? null,
    education: education.map((e) => ({
      _id: e.id,
      school: e.school,
      degree: e.degree,
      start_year: e.startYear,
      end_year: e.endYear,
      honours: e.honours,
    })),
    work_experience: work.map((w) => ({
      _id: w.id,
      title: w.title,
      organization: w.organization,
      location: w.location,
      start_year: w.startYear,
      end_year: w.endYear,
      description: w.description,
    })),
    awards: awards.map((a) => ({ _id: a.id, title: a.title, description: a.description, year: a.year, priority: a.priority })),
    availability: {
      daily_availability,
      notice_time: p.noticeTimeMinutes,
      ical_feed: p.icalFeedToken ? icalFeedUrl(p.icalFeedToken) : null,
      ical_import_url: p.icalImportUrl,
      ical_import_checked_at: p.icalImportCheckedAt?.toISOString() ?? null,
      ical_import_error: p.icalImportError,
      services: serviceList,
      time_zone: p.timezone,
    },
    services: serviceList,
    ibp_verified: p.ibpVerified,
    ibp_verified_at: p.ibpVerifiedAt?.toISOString() ?? null,
    verification_status: p.verificationStatus,
  };
  const missing = missingProfileItems(profile);
  const blockers = listingBlockers({
    isPublic: p.isPublic,
    complete: p.isComplete, // the stored flag search reads (kept with the checklist by every save)
    ibpVerified: p.ibpVerified,
    hiddenByAdmin: p.hiddenAt !== null,
    disabled: row.disabledAt !== null,
  });
  return {
    ...profile,
    missing,
    listed: blockers.length === 0,
    listing_blockers: blockers,
    hidden_reason: p.hiddenAt ? p.hiddenReason : null,
  };
}
