import 'server-only';
import { reviewerName } from '@/lib/format/reviewer-name';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { PublicReviewPage } from '@/lib/dto/lawyer-profile';
import { REVIEWS_PAGE_SIZE } from '@/lib/config/pages';
import { countedReviewSql } from './counted-review';

type Row = {
  id: string;
  rating: number;
  comment: string | null;
  first_name: string;
  last_name: string;
  created_at: string | Date;
  written: boolean;
};

/**
 * A lawyer's reviews that count (countedReviewSql), of consultations and of written answers, newest first;
 * reviewers are shown as "Juan D." (no surnames, no ids).
 */
export async function listLawyerReviews(lawyerId: string, options: { page?: number; limit?: number } = {}): Promise<PublicReviewPage> {
  const page = options.page ?? 0;
  const limit = options.limit ?? REVIEWS_PAGE_SIZE;
  const db = await getDb();
  const [rows, [{ n }]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`SELECT r.id, r.rating, r.comment, u.first_name, u.last_name, r.created_at, r.question_id IS NOT NULL AS written
          FROM reviews r JOIN users u ON u.id = r.customer_id
          WHERE r.lawyer_id = ${lawyerId}::uuid AND ${countedReviewSql('r')}
          ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit + 1} OFFSET ${page * limit}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM reviews r WHERE r.lawyer_id = ${lawyerId}::uuid AND ${countedReviewSql('r')}`,
    ),
  ]);
  return {
    results: rows.slice(0, limit).map((r) => ({
      _id: r.id,
      rating: r.rating,
      comment: r.comment,
      reviewer: reviewerName(r.first_name, r.last_name),
      created_at: new Date(r.created_at).toISOString(),
      written: r.written,
    })),
    total: n,
    page,
    hasMore: rows.length > limit,
  };
}
