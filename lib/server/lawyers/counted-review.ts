import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { LAWYER_ABSENT_OUTCOMES } from '@/lib/db/schema/enums';

const ABSENT = LAWYER_ABSENT_OUTCOMES.map((o) => `'${o}'`).join(', ');

/**
 * Whether the review row `alias` counts — in the lawyer's rating and in the reviews a profile or the
 * home page shows: not hidden by moderation, and not about a consultation the lawyer never held
 * (settled or claimed as a lawyer no-show and refunded). One rule for every reader.
 */
export function countedReviewSql(alias: string): SQL {
  const r = sql.raw(alias);
  return sql`${r}.hidden_at IS NULL AND NOT EXISTS (
    SELECT 1 FROM meetings counted_m WHERE counted_m.id = ${r}.meeting_id AND counted_m.outcome IN (${sql.raw(ABSENT)}))`;
}
