import 'server-only';
import { reviewerName } from '@/lib/format/reviewer-name';
import { and, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { listedLawyerSql } from './listed-lawyer';
import { countedReviewSql } from './counted-review';
import type { HomeReview } from '@/lib/dto/home';
import { HOME_FEATURED_COUNT } from '@/lib/config/pages';

/**
 * Recent written reviews from real consultations (countedReviewSql), for the home page. Only reviews of listed
 * lawyers (a hidden lawyer's name must not surface), only good ones (we say so on the page).
 */
export async function listRecentReviews({
  limit = HOME_FEATURED_COUNT,
  minRating = 4,
}: { limit?: number; minRating?: number } = {}): Promise<HomeReview[]> {
  const db = await getDb();
  const r = t.reviews;
  const rows = await db
    .select({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt,
      firstName: t.users.firstName,
      lastName: t.users.lastName,
      lawyerId: t.lawyerProfiles.userId,
      lawyerName: t.lawyerProfiles.displayName,
      lawyerPicture: t.lawyerProfiles.pictureUrl,
    })
    .from(r)
    .innerJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, r.lawyerId))
    .innerJoin(t.users, eq(t.users.id, r.customerId))
    .where(
      and(listedLawyerSql(), countedReviewSql('reviews'), gte(r.rating, minRating), isNotNull(r.comment), ne(sql`btrim(${r.comment})`, '')),
    )
    .orderBy(desc(r.createdAt), r.id)
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    rating: row.rating,
    comment: (row.comment ?? '').trim(),
    created_at: row.createdAt.toISOString(),
    reviewer_name: reviewerName(row.firstName, row.lastName),
    lawyer: { _id: row.lawyerId, display_name: row.lawyerName, picture_url: row.lawyerPicture },
  }));
}
