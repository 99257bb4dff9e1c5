import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';

/**
 * Search sorts by rating without aggregating, so the profile's average and count move with every
 * review written, changed, hidden or restored. Reviews hidden by moderation count for nothing.
 */
export async function refreshLawyerRating(tx: Db, lawyerId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE lawyer_profiles p SET
      rating_avg = coalesce((SELECT round(avg(rating)::numeric, 2) FROM reviews WHERE lawyer_id = ${lawyerId}::uuid AND hidden_at IS NULL), 0),
      review_count = (SELECT count(*)::int FROM reviews WHERE lawyer_id = ${lawyerId}::uuid AND hidden_at IS NULL),
      updated_at = now()
    WHERE p.user_id = ${lawyerId}::uuid`);
}
