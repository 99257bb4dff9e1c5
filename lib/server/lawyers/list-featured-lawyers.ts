import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { AreaValue } from '@/lib/reference/areas';
import { listedLawyerSql } from './listed-lawyer';
import type { FeaturedLawyer } from '@/lib/dto/home';
import { HOME_FEATURED_COUNT } from '@/lib/config/pages';

/** The home page's featured lawyers: the best-rated listed lawyers with real reviews behind the rating. */
export async function listFeaturedLawyers({ limit = HOME_FEATURED_COUNT }: { limit?: number } = {}): Promise<FeaturedLawyer[]> {
  const db = await getDb();
  const p = t.lawyerProfiles;
  const rows = await db
    .select({
      id: p.userId,
      displayName: p.displayName,
      pictureUrl: p.pictureUrl,
      rating: p.ratingAvg,
      reviewCount: p.reviewCount,
      areas: p.areas,
      city: p.city,
      region: p.region,
      barYear: p.barYear,
      price30: t.lawyerServices.priceCentavos,
    })
    .from(p)
    .leftJoin(t.lawyerServices, and(eq(t.lawyerServices.lawyerId, p.userId), eq(t.lawyerServices.durationMinutes, 30)))
    .where(listedLawyerSql())
    .orderBy(desc(p.ratingAvg), desc(p.reviewCount), p.userId)
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
