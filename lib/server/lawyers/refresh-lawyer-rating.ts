import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { countedReviewSql } from './counted-review';

/**
 * Search sorts by rating without aggregating, so the profile's average and count move with every
 * review written, changed, hidden or restored, and with every lawyer no-show settled. Only reviews
 * that count (countedReviewSql) make the rating.
 */
export async function refreshLawyerRating(tx: Db, lawyerId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE lawyer_profiles p SET
      rating_avg = coalesce((SELECT round(avg(r.rating)::numeric, 2) FROM reviews r WHERE r.lawyer_id = ${lawyerId}::uuid AND ${countedReviewSql('r')}), 0),
      review_count = (SELECT count(*)::int FROM reviews r WHERE r.lawyer_id = ${lawyerId}::uuid AND ${countedReviewSql('r')}),
      updated_at = now()
    WHERE p.user_id = ${lawyerId}::uuid`);
}
