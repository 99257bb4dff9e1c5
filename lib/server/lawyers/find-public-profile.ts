import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { civilDateOf } from '@/lib/format/civil-date';
import type { PublicLawyerProfile } from '@/lib/dto/lawyer-profile';
import { isUuid } from '@/lib/validation/ids';
import { listedLawyerSql } from './listed-lawyer';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { findServiceOffers } from './offers/offers';
import { findAnswerTime } from './answer-times/answer-time';

/** The row the query returns: the DTO's scalar fields as stored, before mapping. */
type ProfileRow = Pick<
  PublicLawyerProfile,
  | 'display_name'
  | 'picture_url'
  | 'about'
  | 'quote'
  | 'law_firm'
  | 'city'
  | 'region'
  | 'ibp_chapter'
  | 'bar_year'
  | 'languages'
  | 'areas'
  | 'specializations'
  | 'review_count'
  | 'ibp_verified'
> & {
  id: string;
  legal_problems: number[];
  rating: string | number;
  updated_at: string | Date;
  price_30: number | null;
  price_60: number | null;
  question_price: number | null;
  legal_aid: boolean;
};

/**
 * The public profile of a listed lawyer, or null when the id is unknown or the lawyer is hidden,
 * incomplete, unverified or disabled — callers answer all of those with the same 404.
 */
export async function findPublicProfile(lawyerId: string, options: { now?: Date } = {}): Promise<PublicLawyerProfile | null> {
  if (!isUuid(lawyerId)) return null;
  const db = await getDb();
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`SELECT p.user_id AS id, p.display_name, p.picture_url, p.about, p.quote, p.law_firm, p.city, p.region, p.ibp_chapter, p.bar_year,
          p.languages, p.areas, p.legal_problems, p.specializations, p.rating_avg AS rating, p.review_count, p.ibp_verified, p.updated_at,
          p.question_price_centavos AS question_price,
          EXISTS (SELECT 1 FROM legal_aid_offers o WHERE o.lawyer_id = p.user_id AND o.enabled) AS legal_aid,
          (SELECT price_centavos FROM lawyer_services WHERE lawyer_id = p.user_id AND duration_minutes = 30) AS price_30,
          (SELECT price_centavos FROM lawyer_services WHERE lawyer_id = p.user_id AND duration_minutes = 60) AS price_60
        FROM lawyer_profiles p
        WHERE p.user_id = ${lawyerId}::uuid AND ${listedLawyerSql('p')}`,
  );
  if (!row) return null;
  const [education, work, awards, offers, answerTime] = await Promise.all([
    db
      .select()
      .from(t.lawyerEducation)
      .where(eq(t.lawyerEducation.lawyerId, lawyerId))
      .orderBy(sql`${t.lawyerEducation.endYear} DESC NULLS FIRST`, asc(t.lawyerEducation.startYear)),
    db
      .select()
      .from(t.lawyerWorkExperience)
      .where(eq(t.lawyerWorkExperience.lawyerId, lawyerId))
      .orderBy(sql`${t.lawyerWorkExperience.endYear} DESC NULLS FIRST`, sql`${t.lawyerWorkExperience.startYear} DESC`),
    db
      .select()
      .from(t.lawyerAwards)
      .where(eq(t.lawyerAwards.lawyerId, lawyerId))
      .orderBy(asc(t.lawyerAwards.priority), asc(t.lawyerAwards.createdAt)),
    findServiceOffers(lawyerId),
    findAnswerTime(lawyerId, options.now),
  ]);
  const year = civilDateOf((options.now ?? new Date()).getTime(), DEFAULT_TIME_ZONE).year;
  return {
    _id: row.id,
    display_name: row.display_name,
    picture_url: row.picture_url,
    about: row.about,
    quote: row.quote,
    law_firm: row.law_firm,
    city: row.city,
    region: row.region,
    ibp_chapter: row.ibp_chapter,
    bar_year: row.bar_year,
    years_of_experience: row.bar_year ? Math.max(0, year - row.bar_year) : null,
    languages: row.languages,
    areas: row.areas,
    legal_problems: row.legal_problems.flatMap((id) => {
      const problem = findLegalProblem(id);
      return problem ? [{ _id: id, label: problem.label }] : [];
    }),
    specializations: row.specializations,
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
    services: [
      { duration: 30, price: row.price_30 },
      { duration: 60, price: row.price_60 },
    ],
    question_price: row.question_price,
    legal_aid: row.legal_aid,
    service_offers: offers.offers,
    answer_time: answerTime,
    rating: Number(row.rating),
    review_count: row.review_count,
    ibp_verified: row.ibp_verified,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
