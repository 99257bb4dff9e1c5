import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { AreaValue } from '@/lib/reference/areas';
import type { FeaturedLawyer } from '@/lib/dto/home';
import { HOME_FEATURED_COUNT } from '@/lib/config/pages';

/**
 * The home page's featured lawyers: the best-rated listed lawyers in the order of search's "Rating High
 * to Low" — the rank that weighs the number of reviews (migration 0035), so one 5-star review does not
 * put a lawyer ahead of many good ones. Read from lawyer_search, which holds exactly the listed lawyers.
 */
export async function listFeaturedLawyers({ limit = HOME_FEATURED_COUNT }: { limit?: number } = {}): Promise<FeaturedLawyer[]> {
  const db = await getDb();
  const s = t.lawyerSearch;
  const rows = await db
    .select({
      id: s.lawyerId,
      displayName: s.displayName,
      pictureUrl: s.pictureUrl,
      rating: s.ratingAvg,
      reviewCount: s.reviewCount,
      areas: s.areas,
      city: s.city,
      region: s.region,
      barYear: s.barYear,
      price30: s.price30,
    })
    .from(s)
    // Spelled as the sort index is (lawyer_search_rating_idx), so the first rows are an index walk.
    .orderBy(sql`${s.ratingRank} DESC NULLS LAST`, s.lawyerId)
    .limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    display_name: r.displayName,
    picture_url: r.pictureUrl,
    rating: Number(r.rating),
    review_count: r.reviewCount,
    areas: r.areas as AreaValue[],
    city: r.city,
    region: r.region,
    price_30: r.price30,
    bar_year: r.barYear,
  }));
}
