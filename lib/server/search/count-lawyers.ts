import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { allWhere, fromClause, type ResolvedFilters } from './search-sql';

/** How many listed lawyers match the filters (every phase together). */
export async function countLawyers(filters: ResolvedFilters): Promise<number> {
  const db = await getDb();
  const innerPrice = filters.priceMin !== undefined || filters.priceMax !== undefined;
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${fromClause(innerPrice)} WHERE ${allWhere(filters)}`);
  return row.n;
}
